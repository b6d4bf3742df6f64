import { endpoint } from '../endpoint.ts';
import {
  pushKindBodySchema,
  pushKindParamsSchema,
  pushKindsSchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeQuerySchema,
  vapidPublicKeySchema,
} from '../push.ts';
import * as routes from '../routes/push.ts';

/** The endpoints of web push (routes in routes/push.ts). */
export const getVapidPublicKey = endpoint(routes.getVapidPublicKey, { response: vapidPublicKeySchema });
export const putPushSubscription = endpoint(routes.putPushSubscription, { body: pushSubscriptionBodySchema, response: pushSubscribedSchema });
export const deletePushSubscription = endpoint(routes.deletePushSubscription, {
  querystring: pushUnsubscribeQuerySchema,
  response: pushSubscribedSchema,
});
export const getPushKinds = endpoint(routes.getPushKinds, { response: pushKindsSchema });
export const setPushKind = endpoint(routes.setPushKind, { params: pushKindParamsSchema, body: pushKindBodySchema, response: pushKindsSchema });
