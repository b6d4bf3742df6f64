import type { QueryClient } from '@tanstack/react-query';

/** What every route sees in its context. `session` is added by the root route's beforeLoad. */
export interface RouterContext {
  queryClient: QueryClient;
  /** Resolves once the persisted query cache has been restored (PersistQueryClientProvider onSuccess). */
  whenRestored: Promise<void>;
}
