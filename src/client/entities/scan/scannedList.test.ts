import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetScanned, keepScanned, scannedListQuery } from './scannedList.ts';

const listOf = (client: QueryClient, userId: number) => client.fetchQuery({ ...scannedListQuery(userId), staleTime: 0 });

describe('the scanned-at-the-fair list on the device', () => {
  it('keeps each ISBN once per user, the latest scan first, and forgets one on request', async () => {
    const client = new QueryClient();
    await keepScanned(client, 7, '9780306406157');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await keepScanned(client, 7, '9798000000011');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await keepScanned(client, 7, '9780306406157');
    await keepScanned(client, 8, '9798000000028');

    expect((await listOf(client, 7)).map((entry) => entry.isbn)).toEqual(['9780306406157', '9798000000011']);
    expect((await listOf(client, 8)).map((entry) => entry.isbn)).toEqual(['9798000000028']);

    await forgetScanned(client, 7, '9780306406157');
    expect((await listOf(client, 7)).map((entry) => entry.isbn)).toEqual(['9798000000011']);
    expect((await listOf(client, 8)).map((entry) => entry.isbn)).toEqual(['9798000000028']);
  });
});
