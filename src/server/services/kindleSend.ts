import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import type { KindleSent } from '../../shared/contracts/downloads.ts';
import { formatKind } from '../../shared/domain/downloadSteps.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { Mailer } from './mailer.ts';
import { openGalleyFile, recordGalleyDownload } from './downloads.ts';
import { reviewCopyDownload } from './preferences.ts';

const SEND_TO_EMAIL = '1';

/**
 * Sends a galley to the user's saved Kindle email (seed 2 "send to Kindle", Kindle download method 1 send to email
 * or 2 send to Kindle) and records it as a 'kindle' download. The same 404/403/410 rules as a download; 400 for an
 * audio or external format (no file a Kindle reads); 409 naming kindleEmail when none is saved; 502 when the mail
 * could not be handed over (nothing recorded then). The mail goes out before the download is recorded, so no
 * transaction waits on the mail server.
 */
export async function sendGalleyToKindle(db: Db, mailer: Mailer, userId: number, resourceId: string, now = new Date()): Promise<KindleSent> {
  const file = await openGalleyFile(db, userId, resourceId, now);
  const kind = formatKind(file.format);
  if (kind !== 'kindle' && kind !== 'standard')
    throw httpProblem(400, 'this review copy format cannot be sent to a Kindle', [{ field: 'resourceId', message: 'not a Kindle-readable format' }]);
  const preferences = await reviewCopyDownload(db, userId);
  if (!preferences.kindleEmail) {
    throw httpProblem(409, 'no Kindle email is saved: set one with PUT /api/v1/me/preferences/reviewCopyDownload/kindle/{method}', [
      { field: 'kindleEmail', message: 'save a Kindle email first' },
    ]);
  }
  const [product] = await db.select({ name: products.name, author: products.author }).from(products).where(eq(products.sku, file.sku));
  const title = product?.name ?? file.sku;
  const toEmail = preferences.kindleDownloadMethod === SEND_TO_EMAIL;
  try {
    await mailer.send({
      to: preferences.kindleEmail,
      subject: toEmail ? `Your review copy: ${title}` : title,
      text: toEmail
        ? `Here is your digital review copy of ${title}${product?.author ? ` by ${product.author}` : ''}, attached as ${file.fileName}. Send it on to your Kindle or open it in any e-reader.`
        : `${title}${product?.author ? ` by ${product.author}` : ''}: your digital review copy, sent to your Kindle.`,
      attachments: [
        {
          filename: file.fileName,
          content: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
          contentType: file.mediaType,
        },
      ],
    });
  } catch {
    throw httpProblem(502, 'the review copy could not be sent to your Kindle');
  }
  await db.transaction((tx) => recordGalleyDownload(tx, userId, resourceId, file, 'kindle', now));
  return {
    sent: true,
    sku: file.sku,
    resourceId,
    kindleEmail: preferences.kindleEmail,
    kindleDownloadMethod: preferences.kindleDownloadMethod,
    downloadDate: now.toISOString(),
  };
}
