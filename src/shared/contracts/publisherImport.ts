import * as z from 'zod/mini';
import { id, text } from './fields.ts';

/**
 * Import for publishers (issue 21 §3): titles from an ONIX 3.0 file and galleys from EPUB files, sent as the raw body.
 * The limits are stated in the README.
 */
export const ONIX_MAX_BYTES = 50 * 1024 * 1024;
export const EPUB_MAX_BYTES = 100 * 1024 * 1024;
/** An EPUB's entries together, uncompressed (declared and actually inflated). */
export const EPUB_MAX_UNCOMPRESSED_BYTES = 300 * 1024 * 1024;
export const EPUB_MAX_ENTRIES = 10_000;
/** Failed records listed in the answer (failedCount counts them all). */
export const IMPORT_MAX_LISTED_FAILURES = 1000;
/**
 * ONIX records written per batch: one transaction, a savepoint per record. Small enough that the embedded database's
 * one session is not held long from other requests, large enough that PostgreSQL does not flush to disk per record.
 */
export const ONIX_BATCH_SIZE = 25;

export const ONIX_TYPES = ['application/xml', 'text/xml', 'application/octet-stream'] as const;
export const EPUB_TYPES = ['application/epub+zip', 'application/zip', 'application/octet-stream'] as const;

export const ONIX_TOO_LARGE = `the ONIX file is larger than ${ONIX_MAX_BYTES / 1024 / 1024} MB`;
export const EPUB_TOO_LARGE = `the EPUB file is larger than ${EPUB_MAX_BYTES / 1024 / 1024} MB`;
export const IMPORT_NOT_PUBLISHER = 'only users of a publisher organization may import';

/** One record that was not imported: its RecordReference (or its position), its ISBN when it had one, and why. */
export const importFailureSchema = z.object({
  record: text(200),
  isbn: text(40),
  message: text(500),
});
export type ImportFailure = z.infer<typeof importFailureSchema>;

export const onixImportReplySchema = z.object({
  imported: id(0),
  updated: id(0),
  failedCount: id(0),
  failed: z.array(importFailureSchema).check(z.maxLength(IMPORT_MAX_LISTED_FAILURES)),
});
export type OnixImportReply = z.infer<typeof onixImportReplySchema>;

/** An import's id, made by the client (crypto.randomUUID, or 32 hex digits where it is missing). */
export const importIdSchema = z.string().check(z.maxLength(64, 'not a valid import id'), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'not a valid import id'));

/** POST .../onix?importId=…: the id under which the server's progress can be read while it imports. */
export const onixImportQuerySchema = z.object({ importId: z.optional(importIdSchema) });
export const onixImportProgressParamsSchema = z.object({ importId: importIdSchema });

/**
 * How far the server is with an import (GET .../onix/{importId}/progress), readable by the importer only:
 * 'checking' while the whole file is checked (total not known yet: 0), 'writing' while the batches are written
 * (done of total records), 'done' once the answer is on its way.
 */
export const IMPORT_PHASES = ['checking', 'writing', 'done'] as const;
export const onixImportProgressSchema = z.object({
  phase: z.enum(IMPORT_PHASES),
  done: id(0),
  total: id(0),
});
export type OnixImportProgress = z.infer<typeof onixImportProgressSchema>;
/** How long the server keeps an import's progress after its last change. */
export const IMPORT_PROGRESS_TTL_MS = 10 * 60_000;

export const galleyImportParamsSchema = z.object({
  sku: z.string().check(z.maxLength(64, 'not a valid sku'), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'not a valid sku')),
});

export const galleyImportReplySchema = z.object({
  sku: text(64),
  resourceId: text(80),
  format: id(0),
  size: id(0),
  title: text(500),
  /** The cover picture's path inside the EPUB, '' when the OPF names none. */
  coverImage: text(1000),
  /** The title's jacket after the import: the EPUB's cover when it replaced a generated one (or none), else the one it had. */
  jacket: text(1000),
  created: z.boolean(),
});
export type GalleyImportReply = z.infer<typeof galleyImportReplySchema>;
