import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home/HomePage.tsx';
import { loadReviewLanes } from '../../pages/home/loadReviewLanes.ts';

export const Route = createFileRoute('/_shell/home')({
  // As on /: the loader stays in the entry (it is the start screen's; see scripts/routeTree.ts).
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context }) => loadReviewLanes(context.queryClient),
  component: HomePage,
  // A slow load shows the page itself with each lane's skeleton, of the size of the row it stands for.
  pendingComponent: HomePage,
});
