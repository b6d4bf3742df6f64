import { createHash, randomBytes } from 'node:crypto';
import type { Algorithm } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { passwordResetTokens, sessions } from '../db/schema/identity.ts';

/** argon2id with the library's defaults (19 MiB, 2 passes, parallelism 1: OWASP's minimum). */
const ARGON2 = { algorithm: 2 as Algorithm /* Algorithm.Argon2id: a const enum, not importable under isolatedModules */ };

/** The argon2 native addon, loaded at the first password check rather than at start-up. */
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, ARGON2);
}

async function verify(storedHash: string, password: string): Promise<boolean> {
  return (await loadArgon2()).verify(storedHash, password);
}

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it checks a dummy one so timing does not tell whether the user exists. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** 32 random bytes, base64url: session tokens and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Creates a session for the user and returns the cookie token (only its hash is stored). */
export async function createSession(db: Db | Tx, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    idHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function deleteSession(db: Db | Tx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
}

/** Ends every session of the user except the one with `keepToken` (if given). */
export async function deleteOtherSessions(db: Db | Tx, userId: number, keepToken?: string): Promise<void> {
  const condition = keepToken ? and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keepToken))) : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

/** Stores a single-use reset token (hashed) valid for one hour; returns the token for the mailed link. */
export async function createResetToken(db: Db | Tx, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** Marks a valid reset token used and returns its user id; null when unknown, used or expired. */
export async function consumeResetToken(db: Db | Tx, token: string, now = new Date()): Promise<number | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        gt(passwordResetTokens.expiresAt, now),
        isNull(passwordResetTokens.usedAt), // single use
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}
