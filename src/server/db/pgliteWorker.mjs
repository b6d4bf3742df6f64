/**
 * PGlite in a worker thread (see pgliteThread.ts, which starts it and talks to it). PostgreSQL compiled to
 * WebAssembly runs on the thread that calls it: here, start-up (~0.6-1 s of CPU) overlaps with the main thread
 * loading and building the app, and queries run beside the HTTP work on a second core.
 *
 * Plain JavaScript on purpose: the worker runs under plain node in every mode (npm start's bundle, tsx, vitest),
 * with no TypeScript loader. Messages: see pgliteThread.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @param {string} value */
const keep = (value) => value;

/** The fields of a PostgreSQL error worth sending back (code 23505, detail, constraint, ...), as plain data. */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const plain = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || key === 'query' || key === 'params') continue;
    plain[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return plain;
}

const port = parentPort;
if (!port) throw new Error('pgliteWorker.mjs runs as a worker thread');

/** @type {PGlite} */
let client;
try {
  // pg_trgm backs the title search indexes (migration 0003); PGlite loads extensions only at create.
  // 32 MB of shared buffers instead of 128: PostgreSQL clears them at every start (~0.1 s less), and the demo
  // catalogue's working set fits (the operating system caches the data files as well).
  client = await PGlite.create(workerData.dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

port.on('message', async (message) => {
  const { id, kind } = message;
  try {
    if (kind === 'query') {
      // Drizzle asks for some types as the text PostgreSQL sent (dates, intervals, numeric arrays).
      const parsers = Object.fromEntries(message.keepTypes.map((oid) => [oid, keep]));
      const result = await client.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      port.postMessage({ id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } });
    } else if (kind === 'exec') {
      const results = await client.exec(message.sql);
      port.postMessage({ id, result: results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows })) });
    } else if (kind === 'close') {
      await client.close();
      port.postMessage({ id, result: null });
      port.close();
    }
  } catch (error) {
    port.postMessage({ id, error: plainError(error) });
  }
});
