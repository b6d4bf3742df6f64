import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { Component, createElement, Suspense, use, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation.ts';
import i18next from '../lib/i18n/i18n.ts';
import './lazyPart.css';

/** Something whose code (and data) the screen offering it loads ahead. */
export interface Preloadable {
  /** Loads the code (once; again after a failure) and resolves when the part can render without the network. */
  preload: () => Promise<unknown>;
  /** The queries the part reads to work at all (its choices): fetched ahead too, so that their copies are there offline. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- queries of any data and key types, only prefetched
  queries?: readonly FetchQueryOptions<any, any, any, any>[];
}

/** A component whose code loads on demand, which the screen offering it loads ahead (see usePreloadParts). */
export type LazyPart<P extends object> = ((props: P) => ReactNode) & Preloadable;

/** Bumped by PartBoundary's retry: a part whose load failed before is loaded again when it renders next. */
let retries = 0;

/**
 * Like React.lazy, with two differences that matter offline: the screen offering the part loads its code while it is
 * online (preload), so that the action still opens once the network is gone; and a failed load is not kept for good:
 * a later preload, or a render after PartBoundary's retry, loads it again (React.lazy keeps the first failure for the
 * page's lifetime). `namespaces`: the texts the part shows (its useTranslation namespaces), loaded with its code, so
 * that it opens at once (and offline) without waiting for them.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  queries?: Preloadable['queries'],
  namespaces: readonly string[] = [],
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let attempt: { promise: Promise<ComponentType<P>>; failed: boolean; retries: number; ahead: boolean } | undefined;
  const start = (ahead: boolean): Promise<ComponentType<P>> => {
    const started = { failed: false, retries, ahead } as NonNullable<typeof attempt>;
    started.promise = Promise.all([load(), namespaces.length ? i18next.loadNamespaces([...namespaces]) : null]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        started.failed = true;
        throw error;
      },
    );
    attempt = started;
    return started.promise;
  };
  // A render keeps a failure it has shown (the boundary shows it) until a retry; a failure of a load ahead, never shown, is tried again.
  const forRender = () => (!attempt || (attempt.failed && (attempt.ahead || attempt.retries !== retries)) ? start(false) : attempt.promise);
  const preload = () => (!attempt || attempt.failed ? start(true) : attempt.promise);
  function Part(props: P) {
    const component = loaded ?? use(forRender());
    return createElement(component, props);
  }
  return Object.assign(Part, { preload, queries });
}

type PrefetchQuery = NonNullable<Preloadable['queries']>[number];

/**
 * Loads these parts' code and data as soon as the screen offering them shows (when `enabled`), so that they open
 * and work offline too; `queries` are what they read of this screen's item (the title's own answers).
 */
export function usePreloadParts(parts: readonly Preloadable[], enabled = true, queries: readonly PrefetchQuery[] = []): void {
  const client = useQueryClient();
  const keys = JSON.stringify(queries.map((query) => query.queryKey));
  useEffect(() => {
    if (!enabled) return;
    for (const part of parts) {
      // A failure (offline already) is left for PartBoundary, or the part's own error line, to show when opened.
      part.preload().catch(() => undefined);
      for (const query of part.queries ?? []) void client.prefetchQuery(query);
    }
    for (const query of queries) void client.prefetchQuery(query);
  }, [enabled, keys]);
}

function PartError({ floating, onRetry }: { floating?: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p role="alert" className={floating ? 'part-error is-floating' : 'part-error'}>
      {t('errors.partFailed')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </p>
  );
}

interface PartBoundaryProps {
  children: ReactNode;
  fallback?: ReactNode;
  /** The part is an overlay outside the screen's flow (the title drawer): the failure shows over the screen. */
  floating?: boolean;
}

/**
 * Where a lazy part renders: while its code loads, nothing (or `fallback`); when it cannot load (offline before it was
 * loaded, a server gone), a line saying so with a retry, in place of the part only: the screen around it stays.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('a part of the screen could not load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      const retry = () => {
        retries++;
        this.setState({ failed: false });
      };
      return <PartError floating={this.props.floating} onRetry={retry} />;
    }
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
