import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from '../ui/errors/RouteError.tsx';
import { NotFoundRedirect } from '../ui/errors/NotFoundRedirect.tsx';
import { ShellSkeleton } from '../ui/ShellSkeleton.tsx';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundRedirect,
    defaultPendingComponent: ShellSkeleton,
    // A screen whose loader answers within a second opens filled, the previous screen staying meanwhile (no skeleton
    // flash); a slower one shows its pending component (its page in its loading state, routes/) for at least half a
    // second, so that a skeleton never blinks. TanStack's own defaults, written here as the loader policy relies on them.
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
