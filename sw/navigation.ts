import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SHELL_URL } from './precache.ts';

/** Server paths that are never client routes: their navigations go to the network. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/covers\//, /^\/avatars\//, /^\/galleys\//, /^\/robots\.txt$/];

/** Every client-route navigation gets the precached shell, so the app opens offline. */
export function routeNavigationsToShell(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { denylist: NAVIGATION_DENYLIST }));
}
