import { createFileRoute } from '@tanstack/react-router';
import { shelvesQuery } from '../../entities/shelf/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { validateGridSearch } from '../../pages/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../pages/yourBooks/YourBooksGridPage.tsx';

function ShelvesRoute() {
  const navigate = Route.useNavigate();
  return (
    <YourBooksGridPage
      section="shelves"
      tab={Route.useSearch().tab}
      onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab }), replace: true })}
    />
  );
}

export const Route = createFileRoute('/_shell/shelves')({
  staticData: { texts: ['requests', 'stacks'] },
  validateSearch: validateGridSearch('shelves'),
  // The section's titles (the offline copy included) before the page shows; a failed load shows the page's quiet retry.
  loader: async ({ context }) => {
    await Promise.all([ensureRouteData(context.queryClient, shelvesQuery)]);
  },
  component: ShelvesRoute,
  // A slow load shows the page itself with its section's skeleton (SectionStatus), of the size of the rows it stands for.
  pendingComponent: ShelvesRoute,
});
