import { apiRaw, newIdempotencyKey } from '../../api.ts';
import type { Change, ChangeResult } from './types.ts';

/**
 * Sends one change with an Idempotency-Key (made when the user acted). The one function every mutation uses.
 * Stub until the outbox lands: it sends straight to the network (a NetworkError propagates).
 */
export async function sendChange(change: Change, idempotencyKey: string = newIdempotencyKey()): Promise<ChangeResult> {
  const body = await apiRaw(change.method, change.path, { body: change.body, idempotencyKey });
  return { state: 'applied', body };
}
