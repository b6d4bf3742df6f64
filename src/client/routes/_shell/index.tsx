import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home/HomePage.tsx';
import { companionLandingTarget } from '../../entities/landing/landing.ts';
import { loadReviewLanes } from '../../pages/home/loadReviewLanes.ts';

export const Route = createFileRoute('/_shell/')({
  // The start screen keeps its loader in the entry chunk (every other route's loader has a chunk of its own,
  // scripts/routeTree.ts): its lanes' fetch starts with the first script, not after one more chunk.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  beforeLoad: ({ context }) => {
    // A signed-in user whose chosen landing is the companion product is sent there.
    const target = companionLandingTarget(context.session);
    if (target) window.location.replace(target);
  },
  loader: ({ context }) => loadReviewLanes(context.queryClient),
  component: HomePage,
  // A slow load shows the page itself with each lane's skeleton, of the size of the row it stands for.
  pendingComponent: HomePage,
});
