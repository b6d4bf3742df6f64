import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { runCommitHooks, transactionWithHooks } from '../db/commitHooks.ts';
import { idempotencyKeys } from '../db/schema/identity.ts';
import { httpProblem } from './problem.ts';

/** What a change answers: status and JSON body; `afterCommit` runs once the transaction committed (mail, ...). */
export interface IdempotentResult<T> {
  status: number;
  body: T;
  afterCommit?: () => void | Promise<void>;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Anonymous requests share this user id in the key table (keys are UUIDs, and the request hash must match). */
export const ANONYMOUS_USER_ID = 0;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** Keys are kept this long (an offline outbox may replay days later), then pruned per user (at most hourly). */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A user's expired keys are pruned at their first change, then at most this often (not at every change). */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** When this process last pruned a user's keys (per database handle), by user id. */
const lastPruned = new WeakMap<object, Map<number, number>>();

/** Whether this change should prune the user's expired keys, noting it when so. */
function duePrune(db: object, userId: number, now: number): boolean {
  let byUser = lastPruned.get(db);
  if (!byUser) lastPruned.set(db, (byUser = new Map()));
  const last = byUser.get(userId);
  if (last !== undefined && now - last < IDEMPOTENCY_PRUNE_INTERVAL_MS) return false;
  if (byUser.size >= 100_000) byUser.clear();
  byUser.set(userId, now);
  return true;
}

/** Placeholder status of a key whose change is still running in its transaction. */
const PENDING = 0;

class Replay extends Error {
  constructor(readonly row: { requestHash: string; statusCode: number; body: unknown }) {
    super('replay');
  }
}

/** Body fields left out of the stored hash: an unsalted SHA-256 over a password would be a password hash. */
const SECRET_FIELDS = /^(password|pword|verifyPassword|currentPassword)$/;
const withoutSecrets = (key: string, value: unknown) => (SECRET_FIELDS.test(key) ? undefined : value);

/** SHA-256 of method, URL and body (passwords left out): the same key with another request is refused. */
export function requestHash(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : JSON.stringify(request.body, withoutSecrets);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/** 409 with Retry-After: the same key is being applied right now; an outbox tries again later. */
function stillInProgress() {
  return httpProblem(409, 'a request with this Idempotency-Key is still in progress', [], { 'Retry-After': '1' });
}

function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw httpProblem(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters', [
      { field: 'Idempotency-Key', message: 'invalid idempotency key' },
    ]);
  }
  return key;
}

function answerStored<T>(reply: FastifyReply, hash: string, row: Replay['row']): T {
  if (row.requestHash !== hash) {
    throw httpProblem(422, 'this Idempotency-Key was already used for a different request', [
      { field: 'Idempotency-Key', message: 'key reused with a different request' },
    ]);
  }
  if (row.statusCode === PENDING) throw stillInProgress();
  reply.code(row.statusCode).header(REPLAYED_HEADER, 'true');
  return row.body as T;
}

/** Whose keys a change uses: the session user's (default), or ANONYMOUS_USER_ID for a sign-up, whose account is new. */
export interface IdempotencyScope {
  userId?: number;
}

function scopeUserId(request: FastifyRequest, scope: IdempotencyScope): number {
  return scope.userId ?? request.user?.user.id ?? ANONYMOUS_USER_ID;
}

/**
 * Runs a change in one transaction. With an Idempotency-Key header the key (per user; anonymous = 0) and a hash
 * of the request are stored in the same transaction; a repeat of the same request answers the stored status and
 * body without applying the change again (header Idempotent-Replayed: true); the same key with another request
 * answers 422. Failed changes (thrown problems) roll back and store nothing.
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (tx: Tx) => Promise<IdempotentResult<T>>,
  scope: IdempotencyScope = {},
): Promise<T> {
  const db = request.server.config.database.db;
  const key = readKey(request);
  if (key === undefined) {
    const result = await transactionWithHooks(db, change, (err) => request.log.error({ err }, 'commit hook failed'));
    await runAfterCommit(request, result);
    reply.code(result.status);
    return result.body;
  }
  const userId = scopeUserId(request, scope);
  const hash = requestHash(request);
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  let result: IdempotentResult<T>;
  let handle: Tx | undefined;
  let storing: Promise<unknown> | undefined;
  try {
    result = await db.transaction(async (tx) => {
      handle = tx;
      // Waits for (and then sees) a concurrent transaction holding the same key; the primary key decides.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: hash, statusCode: PENDING, body: null })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [row] = await tx.select().from(idempotencyKeys).where(where);
        if (row) throw new Replay(row);
        throw stillInProgress();
      }
      const now = Date.now();
      if (duePrune(db, userId, now)) {
        await tx
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS))));
      }
      const done = await change(tx);
      // The answer is stored without waiting for it before the COMMIT: both go to the database one after the
      // other (a round trip less per change). Should the store fail, the COMMIT finds the transaction aborted and
      // rolls it back (PostgreSQL answers a COMMIT of an aborted transaction with ROLLBACK), and the store's error
      // is thrown below, before anything counts as committed.
      storing = tx
        .update(idempotencyKeys)
        .set({ statusCode: done.status, body: done.body ?? null })
        .where(where)
        .execute();
      storing.catch(() => {}); // awaited after the transaction
      return done;
    });
    await storing;
  } catch (err) {
    if (err instanceof Replay) return answerStored<T>(reply, hash, err.row);
    throw err;
  }
  runCommitHooks(handle, db, (err) => request.log.error({ err }, 'commit hook failed'));
  await runAfterCommit(request, result);
  reply.code(result.status);
  return result.body;
}

async function runAfterCommit(request: FastifyRequest, result: IdempotentResult<unknown>) {
  if (!result.afterCommit) return;
  try {
    await result.afterCommit();
  } catch (err) {
    request.log.error({ err }, 'after-commit step failed');
  }
}
