import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { usedChallenges } from '../db/schema/identity.ts';

/** Self-hosted proof of work (ALTCHA v2, SHA-256): the robot check of the registration form. */
export interface RobotCheck {
  challenge(): Promise<Challenge>;
  /** True when the base64 payload solves a challenge we signed, not expired and not redeemed before. */
  redeem(db: Db | Tx, payload: string): Promise<boolean>;
}

const ALGORITHM = 'SHA-256';
const CHALLENGE_TTL_MS = 10 * 60_000;
export const DEFAULT_ALTCHA_MAX_NUMBER = 50_000;

function parsePayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object' || !('challenge' in value) || !('solution' in value)) return null;
    const { challenge, solution } = value as Payload;
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !solution) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

export function createRobotCheck(hmacKey: string, maxNumber = DEFAULT_ALTCHA_MAX_NUMBER): RobotCheck {
  const min = Math.max(1, Math.floor(maxNumber / 5));
  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        // Deterministic mode: the solver must find this counter; the average work is about maxNumber * 0.6 hashes.
        counter: randomInt(min, Math.max(min + 1, maxNumber)),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacKey,
      }),
    async redeem(db, payload) {
      const parsed = parsePayload(payload);
      if (!parsed || parsed.challenge.parameters.algorithm !== ALGORITHM) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      const now = new Date();
      await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
      const inserted = await db
        .insert(usedChallenges)
        .values({ id: parsed.challenge.parameters.nonce, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
        .onConflictDoNothing()
        .returning({ id: usedChallenges.id });
      return inserted.length === 1;
    },
  };
}
