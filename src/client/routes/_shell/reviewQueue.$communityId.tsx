import { createFileRoute } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { NotFoundRedirect } from '../../ui/errors/NotFoundRedirect.tsx';
import { ReviewQueuePage } from '../../pages/reviewQueue/ReviewQueuePage.tsx';
import { reviewQueueQuery } from '../../entities/request/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';

function ReviewQueueRoute() {
  const id = parseCommunityId(Route.useParams().communityId);
  return id === null ? <NotFoundRedirect /> : <ReviewQueuePage communityId={id} />;
}

/** /reviewQueue/{communityId}: an owner's pending review copy requests (signed-in only, like every unlisted path). */
export const Route = createFileRoute('/_shell/reviewQueue/$communityId')({
  staticData: { texts: ['requests'] },
  // The queue (the offline copy included) before the page shows; 403 (not an owner) and failures are shown by the page.
  loader: async ({ context, params }) => {
    const id = parseCommunityId(params.communityId);
    if (id !== null) await ensureRouteData(context.queryClient, reviewQueueQuery(id));
  },
  component: ReviewQueueRoute,
  pendingComponent: ReviewQueueRoute,
});
