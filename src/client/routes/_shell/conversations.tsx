import { createFileRoute } from '@tanstack/react-router';
import { ConversationsPage } from '../../pages/conversations/ConversationsPage.tsx';

/** `?community={id}`: one community's conversations (an open one's, for those not in it too). */
function validateSearch(search: Record<string, unknown>): { community?: number } {
  const id = Number(search.community);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? { community: id } : {};
}

function ConversationsRoute() {
  return <ConversationsPage community={Route.useSearch().community ?? 0} />;
}

// No loader: the page reads its threads itself (its skeleton meanwhile; offline, the copy of the last visit), so that the
// route adds no loader chunk to the route tree every first route loads (tests/e2e/first-route-budget.spec.ts).
export const Route = createFileRoute('/_shell/conversations')({
  validateSearch,
  component: ConversationsRoute,
});
