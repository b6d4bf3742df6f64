import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api.ts';
import { currentToasts } from '../toast.ts';
import { edit, editAll, editCache, shown, type ReplayableEdit } from './optimistic.ts';
import type { Change, ChangeResult } from './outbox/types.ts';
import { changeMutationOptions, sent, type ChangeMutationOptions } from './useChangeMutation.ts';

const KEY = ['shelves'];

/** A change that puts 'x' on the list, sent by `send`; what happened is recorded in `log`. */
function setup(send: (change: Change, key?: string) => Promise<ChangeResult>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(KEY, ['a']);
  const log: string[] = [];
  const options: ChangeMutationOptions<string, string[]> = {
    change: (sku) => ({
      method: 'POST',
      path: `/api/v1/me/shelves/Favorites`,
      body: { json: [{ sku }] },
      resource: `shelf:${sku}`,
      label: { key: 'changes:changes.label.shelf' },
    }),
    shows: (sku) => ({ edits: () => [edit<string[]>(KEY, (old) => [...old, sku])] }),
    onApplied: (data, sku, c) => {
      log.push(`applied ${sku}`);
      c.setQueryData(KEY, data);
    },
    onQueued: (sku) => log.push(`queued ${sku}`),
    onRefused: (error, sku) => log.push(`refused ${sku} ${(error as ApiError).status}`),
  };
  const observer = new MutationObserver(client, changeMutationOptions(client, options, send));
  return { client, log, observer };
}

describe('changes through sendChange', () => {
  it('shows the change at once and keeps it while it is queued', async () => {
    const keys: Array<string | undefined> = [];
    let seen: unknown;
    const { client, log, observer } = setup(async (_change, key) => {
      keys.push(key);
      seen = client.getQueryData(KEY);
      return { state: 'queued', idempotencyKey: key! };
    });
    const variables = sent('x');
    const outcome = await observer.mutate(variables);
    expect(seen).toEqual(['a', 'x']);
    expect(outcome).toEqual({ state: 'queued', idempotencyKey: variables.idempotencyKey });
    expect(keys).toEqual([variables.idempotencyKey]);
    expect(client.getQueryData(KEY)).toEqual(['a', 'x']);
    expect(log).toEqual(['queued x']);
  });

  it('sends a change while the browser is offline (the outbox queues it, nothing waits in memory)', async () => {
    const sentKeys: string[] = [];
    const { observer } = setup(async (_change, key) => {
      sentKeys.push(key!);
      return { state: 'queued', idempotencyKey: key! };
    });
    onlineManager.setOnline(false);
    try {
      const outcome = await Promise.race([observer.mutate(sent('x')), new Promise((resolve) => setTimeout(() => resolve('paused'), 200))]);
      expect(outcome).toMatchObject({ state: 'queued' });
      expect(sentKeys).toHaveLength(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('takes the server answer when applied', async () => {
    const { client, log, observer } = setup(async () => ({ state: 'applied', body: ['a', 'x', 'from server'] }));
    expect(await observer.mutate(sent('x'))).toEqual({ state: 'applied', data: ['a', 'x', 'from server'] });
    expect(client.getQueryData(KEY)).toEqual(['a', 'x', 'from server']);
    expect(log).toEqual(['applied x']);
  });

  it('rolls the change back when the server refuses it', async () => {
    const { client, log, observer } = setup(async () => {
      throw new ApiError(409, null, null);
    });
    await expect(observer.mutate(sent('x'))).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryData(KEY)).toEqual(['a']);
    expect(log).toEqual(['refused x 409']);
  });

  it('says a queued change was saved offline when the mutation has no word of its own', async () => {
    const client = new QueryClient();
    const observer = new MutationObserver(
      client,
      changeMutationOptions(client, { change: () => ({ method: 'PUT', path: '/api/x', resource: 'x', label: { key: 'k' } }) }, async (_c, key) => ({
        state: 'queued',
        idempotencyKey: key!,
      })),
    );
    await observer.mutate(sent(1));
    expect(currentToasts().at(-1)?.text).toBe('Saved offline: it will be sent when you are back online.');
  });

  it('keeps what a change shows with it in the outbox (its replay kind and variables), and shows it at once', async () => {
    const client = new QueryClient();
    client.setQueryData(KEY, ['a']);
    const appended: ReplayableEdit<string> = { kind: 'append', edits: (_, sku) => [edit<string[]>(KEY, (old) => [...old, sku])] };
    const changes: Change[] = [];
    let seen: unknown;
    const observer = new MutationObserver(
      client,
      changeMutationOptions(
        client,
        {
          change: () => ({ method: 'PUT', path: '/api/x', resource: 'x', label: { key: 'k' } }),
          shows: (sku: string) => shown(appended, sku),
          onQueued: () => undefined,
        },
        async (change, key) => {
          changes.push(change);
          seen = client.getQueryData(KEY);
          return { state: 'queued', idempotencyKey: key! };
        },
      ),
    );
    await observer.mutate(sent('x'));
    expect(changes[0]!.replay).toEqual({ kind: 'append', variables: 'x' });
    expect(seen).toEqual(['a', 'x']);
  });

  it('makes a new Idempotency-Key for each act', () => {
    expect(sent(1).idempotencyKey).not.toBe(sent(1).idempotencyKey);
  });
});

describe('editCache', () => {
  it('edits the query of its key only, unless asked for every query under a prefix', async () => {
    const client = new QueryClient();
    client.setQueryData(['reviews', 'mine'], [{ sku: 'a' }]);
    client.setQueryData(['reviews', 'mine', 'title', 'a'], { sku: 'a' });
    const rollback = await editCache(client, [edit<Array<{ sku: string }>>(['reviews', 'mine'], (list) => list.filter((r) => r.sku !== 'a'))]);
    expect(client.getQueryData(['reviews', 'mine'])).toEqual([]);
    expect(client.getQueryData(['reviews', 'mine', 'title', 'a'])).toEqual({ sku: 'a' });
    rollback();
    expect(client.getQueryData(['reviews', 'mine'])).toEqual([{ sku: 'a' }]);

    client.setQueryData(['stacks', 'collections', 'list'], [{ id: 1, name: 'x' }]);
    client.setQueryData(['stacks', 'collections', 'title', 'a'], [{ id: 1, name: 'x' }]);
    await editCache(client, [
      editAll<Array<{ id: number; name: string }>>(['stacks', 'collections'], (list) => list.map((c) => ({ ...c, name: 'y' }))),
    ]);
    expect(client.getQueryData(['stacks', 'collections', 'list'])).toEqual([{ id: 1, name: 'y' }]);
    expect(client.getQueryData(['stacks', 'collections', 'title', 'a'])).toEqual([{ id: 1, name: 'y' }]);
  });
});
