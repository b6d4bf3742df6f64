import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home/HomePage.tsx';
import { companionLandingTarget } from '../../entities/landing/landing.ts';
import { loadReviewLanes } from '../../pages/home/loadReviewLanes.ts';

export const Route = createFileRoute('/_shell/')({
  beforeLoad: ({ context }) => {
    // A signed-in user whose chosen landing is the companion product is sent there.
    const target = companionLandingTarget(context.session);
    if (target) window.location.replace(target);
  },
  loader: ({ context }) => loadReviewLanes(context.queryClient),
  component: HomePage,
});
