import { route } from '../endpoint.ts';

/** Notification subscriptions (seed 3 §7): the routes of contracts/subscriptions.ts (zod-free, see endpoint.ts). */
export const getSubscription = route('GET', '/api/v1/me/subscription');
export const setSubscription = route('PUT', '/api/v1/me/subscription/:frequency');
/** The mailed link's API, without signing in (seed 3 §7 'GET {token}; POST {hash}{frequency}'). */
export const getTokenSubscription = route('GET', '/api/v1/subscriptions/:token');
export const setTokenSubscription = route('POST', '/api/v1/subscriptions/:token/:frequency');
