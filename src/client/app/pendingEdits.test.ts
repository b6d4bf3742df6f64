import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListItems } from '../../shared/contracts/lists.ts';
import type { MyReview } from '../../shared/contracts/myReviews.ts';
import type { GalleyRequest } from '../../shared/contracts/requests.ts';
import type { Product } from '../../shared/contracts/titles.ts';
import { sessionKeys } from '../lib/currentUser.ts';
import { titleListKeys } from '../entities/titleList/queryKeys.ts';
import { titleKeys } from '../entities/title/queryKeys.ts';
import { reviewKeys } from '../entities/review/queryKeys.ts';
import { requestKeys } from '../entities/request/queryKeys.ts';
import { refreshPendingChanges } from '../lib/offline/outbox/pending.ts';
import { addChange, allChanges, deleteChange } from '../../sync/outbox/store.ts';
import type { ChangeReplay, PendingChange } from '../../sync/outbox/pendingChange.ts';
import { withPendingEdits } from '../lib/offline/pendingEdits.ts';
import { registerReplayableEdits, replayableKinds } from '../lib/offline/replayEdits.ts';
import './replay.ts';

const USER = 7;
const SKU = '9780000000001';
const product = { sku: SKU, name: 'A Title' } as Product;
const listSource = { kind: 'collaborativeList' as const, id: 3 };

function client(): QueryClient {
  const c = new QueryClient();
  c.setQueryData(sessionKeys.user(), { status: 'authenticated', userId: USER });
  c.setQueryData(titleKeys.detail(SKU), product);
  return c;
}

let seq = 0;
async function waiting(replay: ChangeReplay, state: PendingChange['state'] = 'pending', userId = USER) {
  seq++;
  await addChange({
    idempotencyKey: `key-${seq}`,
    userId,
    resource: `test:${seq}`,
    label: { key: 'changes:changes.label.shelf' },
    replay,
    method: 'POST',
    path: '/api/test',
    createdAt: new Date(seq * 1000).toISOString(),
    state,
    attempts: 0,
    headers: {},
    nextAttemptAt: 0,
  });
  await refreshPendingChanges();
}

beforeEach(async () => {
  for (const change of await allChanges()) await deleteChange(change.idempotencyKey);
  await refreshPendingChanges();
});

const save = (overall: number) => ({ kind: 'review', variables: { sku: SKU, save: { ratings: { overall } }, now: '2026-11-24T10:00:00.000Z' } });
const reviewOf = (data: unknown) => data as MyReview | null;

describe('a read shows the changes still waiting in the outbox', () => {
  it('a review saved and then deleted offline: the answer shows each in turn, and a conflict is not shown', async () => {
    const c = client();
    const key = reviewKeys.mineOfTitle(SKU);
    await waiting(save(9));
    const saved = reviewOf(await withPendingEdits(c, key, USER, null));
    expect(saved).toMatchObject({ sku: SKU, rating: 9, muchLove: true, product });
    // Applied to an answer that already shows it (the server applied it meanwhile): the same review.
    expect(reviewOf(await withPendingEdits(c, key, USER, saved))).toEqual(saved);
    // Another user's change and a conflict are not shown.
    expect(await withPendingEdits(c, key, USER + 1, null)).toBeNull();
    await waiting({ kind: 'review', variables: { sku: SKU, save: null, now: '2026-11-24T10:01:00.000Z' } });
    expect(await withPendingEdits(c, key, USER, null)).toBeNull();
    expect(await withPendingEdits(c, key, USER, saved)).toBeNull();
    await waiting(save(3), 'conflict');
    expect(await withPendingEdits(c, key, USER, saved)).toBeNull();
    // The user's review list too.
    expect(await withPendingEdits(c, reviewKeys.mine(), USER, [saved])).toEqual([]);
  });

  it('a vote is shown as the state it leaves, however often applied', async () => {
    const c = client();
    const key = titleListKeys.page(listSource, { sort: 'netVotes' } as never);
    const item = { sku: SKU, upVotes: 2, downVotes: 1, netVotes: 1, state: 'notSet' };
    const page = { products: [product], items: [item] } as unknown as ListItems;
    await waiting({ kind: 'vote', variables: { listId: 3, sku: SKU, state: 'upVote' } });
    const shown = (await withPendingEdits(c, key, USER, page)) as ListItems;
    expect(shown.items[0]).toMatchObject({ state: 'upVote', upVotes: 3, netVotes: 2 });
    expect(((await withPendingEdits(c, key, USER, shown)) as ListItems).items[0]).toMatchObject({ state: 'upVote', upVotes: 3, netVotes: 2 });
    // Another list's pages are not touched.
    const other = titleListKeys.page({ ...listSource, id: 4 }, { sort: 'netVotes' } as never);
    expect(await withPendingEdits(c, other, USER, page)).toBe(page);
  });

  it('a request made and then cancelled offline', async () => {
    const c = client();
    await waiting({ kind: 'request', variables: { sku: SKU, selectedTitleEvaluationPurposeTypeId: 1, now: '2026-11-24T10:00:00.000Z' } });
    const made = (await withPendingEdits(c, requestKeys.mine(), USER, [])) as GalleyRequest[];
    expect(made).toMatchObject([{ sku: SKU, status: 'pending', product }]);
    expect(await withPendingEdits(c, requestKeys.mine(), USER, made)).toEqual(made);
    await waiting({ kind: 'requestChange', variables: { sku: SKU, change: 'cancel', now: '2026-11-24T10:02:00.000Z' } });
    expect(await withPendingEdits(c, requestKeys.mine(), USER, [])).toMatchObject([{ sku: SKU, status: 'cancelled' }]);
  });

  it('loads the replayable kinds of every entity, and refuses a second edit of a known kind', async () => {
    const kinds = await replayableKinds();
    for (const kind of ['shelfMove', 'collectionRename', 'review', 'request', 'vote', 'listSave', 'preferredFormat', 'landing', 'savedFilter']) {
      expect(kinds).toContain(kind);
    }
    expect(() => registerReplayableEdits({ kind: 'shelfMove', edits: () => [] })).toThrow(/shelfMove/);
  });
});
