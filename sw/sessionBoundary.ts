import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { CACHE_NAMES } from './runtimeCaches.ts';
import { logIn, logOut, register } from '../src/shared/contracts/routes/session.ts';

/** Requests that change who is signed in: after one succeeds, cached API answers belong to nobody. */
const SESSION_CHANGES: readonly string[] = [logIn.path, logOut.path, register.path];

declare let self: ServiceWorkerGlobalScope;

/** Drops the API read cache whenever the signed-in user changes, so one user's answers never reach another. */
export function clearApiCacheOnSessionChange(): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && SESSION_CHANGES.includes(url.pathname),
    new NetworkOnly({
      plugins: [
        {
          fetchDidSucceed: async ({ request, response }) => {
            if (response.ok) await caches.delete(CACHE_NAMES.api);
            // After a sign-out this device's push subscription ends too (the server dropped it with the session).
            if (response.ok && new URL(request.url).pathname === logOut.path) {
              await self.registration.pushManager
                .getSubscription()
                .then((subscription) => subscription?.unsubscribe())
                .catch(() => undefined);
            }
            return response;
          },
        },
      ],
    }),
    'POST',
  );
}
