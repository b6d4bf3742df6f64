import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home/HomePage.tsx';
import { loadReviewLanes } from '../../pages/home/loadReviewLanes.ts';

export const Route = createFileRoute('/_shell/home')({
  loader: ({ context }) => loadReviewLanes(context.queryClient),
  component: HomePage,
});
