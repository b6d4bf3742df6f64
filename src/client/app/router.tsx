import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from '../features/errors/RouteError.tsx';
import { NotFoundRedirect } from '../features/errors/NotFoundRedirect.tsx';
import { ShellSkeleton } from '../features/shell/ShellSkeleton.tsx';

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
