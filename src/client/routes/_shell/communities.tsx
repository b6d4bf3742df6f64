import { createFileRoute } from '@tanstack/react-router';
import { communitiesQuery } from '../../entities/community/queries.ts';
import { sessionQuery } from '../../entities/session/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { CommunitiesPage } from '../../pages/communities/CommunitiesPage.tsx';

export const Route = createFileRoute('/_shell/communities')({
  staticData: { texts: ['communities'] },
  // The communities (the offline copy included) before the page shows; a failure is shown by the page.
  loader: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    await ensureRouteData(context.queryClient, communitiesQuery(session.status === 'authenticated'));
  },
  component: CommunitiesPage,
  pendingComponent: CommunitiesPage,
});
