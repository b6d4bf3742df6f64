import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from '../ui/errors/RouteError.tsx';
import { NotFoundRedirect } from '../ui/errors/NotFoundRedirect.tsx';
import { ShellSkeleton } from '../ui/ShellSkeleton.tsx';

export function createAppRouter(queryClient: QueryClient, whenRestored: Promise<void>) {
  return createRouter({
    routeTree,
    context: { queryClient, whenRestored },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundRedirect,
    defaultPendingComponent: ShellSkeleton,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
