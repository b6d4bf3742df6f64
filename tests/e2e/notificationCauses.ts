/**
 * Causes of notifications for the browser tests (issue 20), through the API with fresh accounts: a reply by another
 * account to A's thought, and a publisher's decision on A's review copy request.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { createRandom } from '../../src/shared/domain/random.ts';
import { PUBLISHERS } from '../../src/server/db/seed/catalogData.ts';
import { DEMO_USER_COUNT } from '../../src/server/db/seed/insertPeople.ts';
import { DEMO_PASSWORD, generateUsers } from '../../src/server/db/seed/people.ts';
import { DEMO_SEED } from '../../src/server/db/seed/seed.ts';
import { BASE_URL } from './env.ts';
import { getJson, logInApi, registerAccount, type Account } from './outbox.ts';

const FORUM = 'Independent Booksellers Forum';
const origin = { origin: BASE_URL };

export async function joinForum(request: APIRequestContext): Promise<number> {
  const { affiliations } = (await (await request.get('/api/v1/affiliations/me')).json()) as { affiliations: Array<{ id: number; name: string }> };
  const forum = affiliations.find((c) => c.name === FORUM)!;
  expect((await request.put(`/api/v1/affiliations/me/${forum.id}/user`, { headers: origin })).status()).toBe(200);
  return forum.id;
}

/** A (signed in on the page) starts a thread on a topic of its own; B, another account, replies to it. */
export async function replyToA(page: Page, label: string) {
  const a: Account = await registerAccount(page.request, `${label}-a`);
  const forum = await joinForum(page.request);
  const name = `${label} ${Date.now().toString(36)}`;
  const topic = await page.request.post(`/api/v1/conversations/${forum}/topics`, {
    data: { name, initialComment: `Thought of ${name}` },
    headers: origin,
  });
  expect(topic.status(), await topic.text()).toBe(201);
  const topicId = ((await topic.json()) as { topic: { id: number } }).topic.id;
  const starters = await getJson<{ comments: Array<{ id: number }> }>(
    page,
    `/api/v1/conversations/comments/topic/${topicId}?communityId=${forum}&pageSize=6`,
  );
  const b = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const reply = async (text: string) => {
    const res = await b.post('/api/v1/conversations/comments', {
      data: { text, parentCommentId: starters.comments[0]!.id, communityId: forum, conversationType: 'topic', conversationId: String(topicId) },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  const bAccount = await registerAccount(b, `${label}-b`);
  await joinForum(b);
  return { a, b, bAccount, name, forum, topicId, reply, dispose: () => b.dispose() };
}

/** The email of the staff member who owns a publisher's community (the seed's people generator, same seed). */
export function ownerEmail(publisher: string): string {
  const index = PUBLISHERS.findIndex((p) => p.name === publisher);
  const people = generateUsers(createRandom(DEMO_SEED).fork('people').fork('users'), DEMO_USER_COUNT);
  return people.find((u) => u.key === `publisher-staff-${index}`)!.email;
}

/**
 * The signed-in account of `request` asks for a review copy of a title of a publisher that approves by hand, and
 * an owner of that publisher's community approves it; the title's SKU.
 */
export async function approvedRequest(request: APIRequestContext, publisher = 'Copperleaf Group'): Promise<{ sku: string; name: string }> {
  let title: { sku: string; name: string } | undefined;
  for (let page = 1; !title && page <= 10; page++) {
    const { products } = await getJson<{ products: Array<{ sku: string; name: string; publisher: string; isRequestable: boolean }> }>(
      request,
      `/api/v1/filters/0/titles?page=${page}&pageSize=100`,
    );
    if (!products.length) break;
    title = products.find((t) => t.publisher === publisher && t.isRequestable);
  }
  expect(title, `a title of ${publisher} to request`).toBeTruthy();
  const sent = await request.post('/api/v1/me/galleys/requests', {
    data: { sku: title!.sku, selectedTitleEvaluationPurposeTypeId: 4, requestProfile: 'I review fiction.', requestReason: 'For our newsletter.' },
    headers: origin,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(((await sent.json()) as { status: string }).status).toBe('pending');
  const owner = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    await logInApi(owner, { email: ownerEmail(publisher), password: DEMO_PASSWORD });
    const [queue] = await getJson<Array<{ communityId: number }>>(owner, '/api/v1/me/galleyRequestQueues');
    const { requests } = await getJson<{ requests: Array<{ id: number; sku: string }> }>(
      owner,
      `/api/v1/affiliations/${queue!.communityId}/galleyRequests`,
    );
    const item = requests.find((r) => r.sku === title!.sku);
    expect(item, 'the request in the queue').toBeTruthy();
    const decided = await owner.post(`/api/v1/affiliations/${queue!.communityId}/galleyRequests/${item!.id}/approve`, { headers: origin });
    expect(decided.status(), await decided.text()).toBe(200);
  } finally {
    await owner.dispose();
  }
  return title!;
}
