import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { downloadGalley } from '../../../shared/contracts/routes/downloads.ts';
import type { galleyFiles, reviewCopyFormats } from '../schema/galleys.ts';

/** Rows of the demo galleys, shared by galleys.ts (EPUB, Kindle) and galleyExtras.ts (PDF, audio, external URL). */
export type FormatRow = typeof reviewCopyFormats.$inferInsert;
export type GalleyFileRow = typeof galleyFiles.$inferInsert;

/** The download path of a galley file. */
export function downloadUri(resourceId: string): string {
  return pathOf(downloadGalley, { resourceId });
}
