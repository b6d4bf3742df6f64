import type { Random } from '../../../shared/domain/random.ts';
import { EVALUATION_TYPES, type RequestStatus } from '../../../shared/domain/requests.ts';
import type { Tx } from '../client.ts';
import { galleyDownloads, galleyRequests, readerPositions } from '../schema/requests.ts';
import { PUBLISHERS } from './catalogData.ts';
import type { FormatRow } from './galleyRows.ts';
import type { GeneratedTitle } from './titles.ts';

const DAY_MS = 86_400_000;

/** The demo account's requests: approved ones ready to read, one downloaded and half read, and one of each other status. */
const DEMO_REQUESTS: Array<{ approval: 'autoApproveAll' | 'manual' | 'autoApproveListedUsers'; status: RequestStatus; downloaded?: number }> = [
  { approval: 'autoApproveAll', status: 'approved', downloaded: 42 },
  { approval: 'autoApproveAll', status: 'approved' },
  { approval: 'manual', status: 'approved' },
  { approval: 'manual', status: 'pending' },
  { approval: 'autoApproveListedUsers', status: 'rejected' },
  { approval: 'manual', status: 'cancelled' },
];

/**
 * Review copy requests of the demo data: the demo account's (DEMO_REQUESTS, on live galleys, leaving most galleys
 * of every publisher free to request), and pending requests of other users on manually approved titles, so each
 * publisher community owner has a review queue.
 */
export async function insertRequests(
  tx: Tx,
  rnd: Random,
  titles: GeneratedTitle[],
  formats: FormatRow[],
  userIdByKey: Map<string, number>,
  now: Date,
): Promise<number> {
  const live = new Set(formats.filter((f) => !f.drcExpirationDate || f.drcExpirationDate > now).map((f) => f.sku));
  const liveTitles = titles.filter((t) => live.has(t.row.sku));
  const ofApproval = (approval: string) => liveTitles.filter((t) => PUBLISHERS[t.publisherIndex]!.approval === approval);
  const used = new Set<string>();
  const rows: Array<typeof galleyRequests.$inferInsert> = [];
  const demo = userIdByKey.get('demo');
  if (demo !== undefined) {
    for (const spec of DEMO_REQUESTS) {
      const title = ofApproval(spec.approval).find((t) => !used.has(t.row.sku));
      if (!title) continue;
      used.add(title.row.sku);
      const submitted = new Date(now.getTime() - rnd.int(3, 30) * DAY_MS);
      const changed = spec.status === 'pending' ? submitted : new Date(submitted.getTime() + DAY_MS);
      rows.push({
        userId: demo,
        sku: title.row.sku,
        requestType: 1,
        status: spec.status,
        evaluationType: EVALUATION_TYPES.reviewing,
        requestReason: 'I review new fiction for our shop newsletter.',
        submittedDate: submitted,
        statusChangedDate: changed,
      });
    }
  }
  const others = [...userIdByKey.entries()].filter(([key]) => key.startsWith('user-')).map(([, id]) => id);
  for (const title of rnd.sample(
    ofApproval('manual').filter((t) => !used.has(t.row.sku)),
    4,
  )) {
    for (const userId of rnd.sample(others, 2)) {
      const submitted = new Date(now.getTime() - rnd.int(1, 20) * DAY_MS);
      rows.push({
        userId,
        sku: title.row.sku,
        requestType: 1,
        status: 'pending',
        evaluationType: rnd.pick([1, 2, 4]),
        requestReason: 'Considering it for our spring display.',
        submittedDate: submitted,
        statusChangedDate: submitted,
      });
    }
  }
  if (rows.length) await tx.insert(galleyRequests).values(rows);
  const firstDownloaded = DEMO_REQUESTS.findIndex((s) => s.downloaded !== undefined);
  const downloaded = demo !== undefined ? rows[firstDownloaded] : undefined;
  const format = downloaded && formats.find((f) => f.sku === downloaded.sku);
  if (demo !== undefined && downloaded && format) {
    const when = new Date(now.getTime() - DAY_MS);
    await tx
      .insert(galleyDownloads)
      .values({ userId: demo, sku: downloaded.sku, resourceId: format.resourceId, format: format.format, downloadDate: when });
    await tx.insert(readerPositions).values({
      userId: demo,
      sku: downloaded.sku,
      cfi: '',
      percentOfBookCompleted: DEMO_REQUESTS[firstDownloaded]!.downloaded!,
      created: when,
      lastViewed: when,
    });
  }
  return rows.length;
}
