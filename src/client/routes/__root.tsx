import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { accessRedirect } from '../../shared/domain/sessionRoutes.ts';
import { RootLayout } from '../pages/shell/RootLayout.tsx';
import type { RouterContext } from '../lib/routerContext.ts';
import { loadSession } from '../entities/session/queries.ts';
import { rememberReturnPath } from '../entities/session/returnPath.ts';
import { loadTexts } from '../lib/i18n/loadTexts.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The session decides every route: signed-in and anonymous sets of seed 1 section 2.
  beforeLoad: async ({ context, location, matches }) => {
    // The screen's texts load with its data, not after its first render: the root's loader waits for them, on every
    // navigation (blocking, even when the root stays), while the screen's own loaders run.
    const texts = loadTexts(matches);
    const session = await loadSession(context.queryClient);
    const signedIn = session.status === 'authenticated';
    const target = accessRedirect(location.pathname, signedIn);
    if (target) {
      if (!signedIn) rememberReturnPath(location.href);
      throw redirect({ to: target, replace: true });
    }
    return { session, texts };
  },
  loader: { handler: ({ context }) => context.texts, staleReloadMode: 'blocking' },
  shouldReload: true,
  component: RootLayout,
});
