import type { QueryClient } from '@tanstack/react-query';

/** What every route sees in its context. `session` is added by the root route's beforeLoad. */
export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The i18n namespaces its screen's components translate with (lib/i18n/loadTexts.ts), beyond the bundled ones;
     * tests/unit/routeTexts.test.ts checks each route's list against the components it imports.
     */
    texts?: readonly string[];
  }
}
