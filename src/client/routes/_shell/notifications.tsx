import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../pages/notifications/NotificationsPage.tsx';

// No loader: the page reads its notifications itself (its skeleton meanwhile; offline, the copy of the last visit), so
// that the route adds no loader chunk to the route tree every first route loads (tests/e2e/first-route-budget.spec.ts).
export const Route = createFileRoute('/_shell/notifications')({
  staticData: { texts: ['notifications'] },
  component: NotificationsPage,
});
