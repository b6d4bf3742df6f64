import { createFileRoute } from '@tanstack/react-router';
import { conversationsQuery } from '../../entities/conversation/queries.ts';
import { sessionQuery } from '../../entities/session/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { ConversationsPage } from '../../pages/conversations/ConversationsPage.tsx';

export const Route = createFileRoute('/_shell/conversations')({
  // The threads of the user's communities (the offline copy included) before the page shows; a failure is shown by the page.
  loader: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (session.status === 'authenticated') await ensureRouteData(context.queryClient, conversationsQuery(0));
  },
  component: ConversationsPage,
  pendingComponent: ConversationsPage,
});
