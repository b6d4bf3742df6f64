/**
 * PGlite in a worker thread (see pgliteThread.ts, which starts it and talks to it). PostgreSQL compiled to
 * WebAssembly runs on the thread that calls it: here, start-up (~0.6-1 s of CPU) overlaps with the main thread
 * loading and building the app, and queries run beside the HTTP work on a second core.
 *
 * Plain JavaScript on purpose: the worker runs under plain node in every mode (npm start's bundle, tsx, vitest),
 * with no TypeScript loader. Messages: see pgliteThread.ts.
 */
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
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

/**
 * V8 runs a WebAssembly function on its baseline code (Liftoff) until the function has spent a budget, then has it
 * compiled by its optimising compiler (TurboFan) on background threads. PostgreSQL's start spends the budget of
 * hundreds of functions once each, and on two cores their compilation competes with the start itself: with a budget
 * a hundred times larger while PGlite starts, a cold start on the bench's data directory took about 0.4 s less
 * (1.77 -> 1.37 s, median of 5). V8's own budget (Node 20: 1,800,000) is set back once it has started, so the functions
 * the queries run often are still optimised (throughput unchanged within the bench's noise); only their first budget is
 * the larger one. V8 reads the flag when a module is instantiated and each time it renews a function's budget.
 */
const STARTING_TIERING_BUDGET = 180_000_000;
const TIERING_BUDGET = 1_800_000;

/** Starts PGlite; the first message is handled once it has. */
async function start() {
  try {
    setFlagsFromString(`--wasm-tiering-budget=${STARTING_TIERING_BUDGET}`);
    // pg_trgm backs the title search indexes (migration 0003); PGlite loads extensions only at create.
    // 32 MB of shared buffers instead of 128: PostgreSQL clears them at every start (~0.1 s less), and the demo
    // catalogue's working set fits (the operating system caches the data files as well).
    client = await PGlite.create(workerData.dataDir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    });
    setFlagsFromString(`--wasm-tiering-budget=${TIERING_BUDGET}`);
    port.postMessage({ ready: true });
  } catch (error) {
    port.postMessage({ ready: false, error: plainError(error) });
    process.exit(1);
  }
}

/**
 * Prepared statements, by SQL text. PGlite's query() parses, describes and plans every statement anew, in five calls
 * into WebAssembly; a statement seen before is bound and executed by name in one call here (Bind, Execute, Sync;
 * the shape of its rows is kept from its Describe), and PostgreSQL reuses its plan. Drizzle sends values as parameters, so the texts repeat. At most
 * MAX_PREPARED are kept: the oldest is closed first.
 * @type {Map<string, { name: string; paramTypes: number[] }>}
 */
const prepared = new Map();
const MAX_PREPARED = 1000;
let nextStatement = 1;

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** @param {string} text */
async function prepare(text) {
  const known = prepared.get(text);
  if (known) return known;
  if (prepared.size >= MAX_PREPARED) {
    const [oldText, old] = prepared.entries().next().value;
    prepared.delete(oldText);
    await client
      .execProtocol(concat([protocol.serialize.close({ type: 'S', name: old.name }), protocol.serialize.sync()]), { syncToFs: false })
      .catch(() => {}); // left prepared: harmless
  }
  const name = `p${nextStatement++}`;
  const { messages } = await client.execProtocol(
    concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
    { syncToFs: false },
  );
  // Its parameter types, and the shape of its rows (sent once here rather than described at every run).
  const rowDescription = messages.find((m) => m.name === 'rowDescription');
  const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), rowDescription };
  prepared.set(text, statement);
  return statement;
}

/** A statement by its prepared name: what PGlite's query() answers, in one call into WebAssembly. */
async function runPrepared(message, again = false) {
  const statement = await prepare(message.sql);
  const values = message.params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serialize = client.serializers[statement.paramTypes[i]];
    return serialize ? serialize(param) : param.toString();
  });
  let messages;
  try {
    ({ messages } = await client.execProtocol(
      concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs: false },
    ));
  } catch (error) {
    // A table changed under the statement so that its rows look different ("cached plan must not change result
    // type"), or it is gone: parse it again, and try once more when no transaction was aborted by the error.
    const code = /** @type {{ code?: string }} */ (error)?.code;
    if (code !== '0A000' && code !== '26000') throw error;
    prepared.delete(message.sql);
    if (again || client.isInTransaction()) throw error;
    return runPrepared(message, true);
  }
  if (statement.rowDescription) messages.unshift(statement.rowDescription);
  return parse.parseResults(messages, parsersKeeping(message.keepTypes), { rowMode: message.rowMode })[0];
}

/** @type {Map<string, Record<number, (value: string) => unknown>>} */
const parserSets = new Map();

/**
 * PGlite's type parsers, but the types Drizzle asks for as the text PostgreSQL sent (dates, intervals, numeric
 * arrays) kept as text: one object per set of such types, made once (not merged anew for every statement).
 * @param {number[]} keepTypes
 */
function parsersKeeping(keepTypes) {
  if (!keepTypes.length) return client.parsers;
  const key = keepTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = { ...client.parsers, ...Object.fromEntries(keepTypes.map((oid) => [oid, keep])) };
    parserSets.set(key, parsers);
  }
  return parsers;
}

/** @param {{ id: number; kind: string; sql?: string; begin?: boolean }} message */
async function handle(message) {
  const { id, kind } = message;
  try {
    if (kind === 'query') {
      // A transaction's BEGIN travels with its first statement: one message less.
      if (message.begin) await client.exec('BEGIN');
      const result = await runPrepared(message);
      // Drizzle maps array rows with its own column list: the field list only goes with object rows (less to copy).
      const fields = message.rowMode === 'array' ? [] : result.fields;
      port.postMessage({ id, result: { rows: result.rows, fields, affectedRows: result.affectedRows } });
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
}

// One message at a time, in the order sent: the prepared statements and PostgreSQL's one session are shared.
// The port listens from the start, while PGlite starts: a listening port keeps this thread's event loop alive. With
// nothing to keep it alive, the loop runs dry at an await of the start and Node then waits for all of V8's background
// work (compiling PGlite's WebAssembly) before going on: 0.2-0.4 s more before the first query is answered.
let queue = start();
port.on('message', (message) => {
  queue = queue.then(() => handle(message));
});
