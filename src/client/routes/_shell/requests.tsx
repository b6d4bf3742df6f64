import { createFileRoute } from '@tanstack/react-router';
import { myRequestsQuery } from '../../entities/request/queries.ts';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { validateGridSearch } from '../../pages/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../pages/yourBooks/YourBooksGridPage.tsx';

function RequestsRoute() {
  const navigate = Route.useNavigate();
  return (
    <YourBooksGridPage
      section="requests"
      tab={Route.useSearch().tab}
      onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab }), replace: true })}
    />
  );
}

export const Route = createFileRoute('/_shell/requests')({
  staticData: { texts: ['requests', 'stacks'] },
  validateSearch: validateGridSearch('requests'),
  // The section's titles (the offline copy included) before the page shows; a failed load shows the page's quiet retry.
  loader: async ({ context }) => {
    await Promise.all([ensureRouteData(context.queryClient, myRequestsQuery), ensureRouteData(context.queryClient, myReviewsQuery)]);
  },
  component: RequestsRoute,
  // A slow load shows the page itself with its section's skeleton (SectionStatus), of the size of the rows it stands for.
  pendingComponent: RequestsRoute,
});
