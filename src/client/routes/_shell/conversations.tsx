import { createFileRoute } from '@tanstack/react-router';
import { ConversationsPage } from '../../pages/conversations/ConversationsPage.tsx';

const id4 = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/**
 * `?community={id}`: one community's conversations (an open one's, for those not in it too).
 * `?communityId=&conversationType=&conversationId=`: that conversation opened in the drawer (where a notification or
 * a push about a reply or a badge leads; shared/domain/notificationSubject.ts). Kept small: the route tree is in every
 * first route.
 */
function validateSearch(search: Record<string, unknown>) {
  const type = search.conversationType;
  const id = String(search.conversationId ?? '');
  return {
    community: id4(search.community),
    communityId: id4(search.communityId),
    conversationType: type === 'title' || type === 'topic' ? (type as 'title' | 'topic') : undefined,
    conversationId: /^[\w-]{1,64}$/.test(id) ? id : undefined,
  };
}

function ConversationsRoute() {
  const { community, communityId, conversationType, conversationId } = Route.useSearch();
  const target = communityId && conversationType && conversationId ? { communityId, conversationType, conversationId } : undefined;
  return <ConversationsPage community={community ?? 0} target={target} />;
}

// No loader: the page reads its threads itself (its skeleton meanwhile; offline, the copy of the last visit), so that the
// route adds no loader chunk to the route tree every first route loads (tests/e2e/first-route-budget.spec.ts).
export const Route = createFileRoute('/_shell/conversations')({
  staticData: { texts: ['communities', 'conversations'] },
  validateSearch,
  component: ConversationsRoute,
});
