import { createFileRoute } from '@tanstack/react-router';
import { ConversationsPage } from '../../pages/conversations/ConversationsPage.tsx';

// No loader: the page reads its threads itself (its skeleton meanwhile; offline, the copy of the last visit), so that the
// route adds no loader chunk to the route tree every first route loads (tests/e2e/first-route-budget.spec.ts).
export const Route = createFileRoute('/_shell/conversations')({
  component: ConversationsPage,
});
