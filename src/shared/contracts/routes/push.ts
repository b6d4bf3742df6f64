import { route } from '../endpoint.ts';

const PUSH = '/api/v1/me/push';

/** Web push (issue 20): the routes of contracts/push.ts (zod-free, see endpoint.ts). */
export const getVapidPublicKey = route('GET', `${PUSH}/publicKey`);
export const putPushSubscription = route('PUT', `${PUSH}/subscription`);
export const deletePushSubscription = route('DELETE', `${PUSH}/subscription`);
export const getPushKinds = route('GET', `${PUSH}/kinds`);
export const setPushKind = route('PUT', `${PUSH}/kinds/:kind`);
