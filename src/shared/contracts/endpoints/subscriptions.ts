import { endpoint } from '../endpoint.ts';
import {
  frequencyParamsSchema,
  subscriptionSchema,
  tokenFrequencyParamsSchema,
  tokenParamsSchema,
  tokenSubscriptionSchema,
} from '../subscriptions.ts';
import * as routes from '../routes/subscriptions.ts';

/** The endpoints of notification subscriptions (routes in routes/subscriptions.ts). */
export const getSubscription = endpoint(routes.getSubscription, { response: subscriptionSchema });
export const setSubscription = endpoint(routes.setSubscription, { params: frequencyParamsSchema, response: subscriptionSchema });
export const getTokenSubscription = endpoint(routes.getTokenSubscription, { params: tokenParamsSchema, response: tokenSubscriptionSchema });
export const setTokenSubscription = endpoint(routes.setTokenSubscription, { params: tokenFrequencyParamsSchema, response: tokenSubscriptionSchema });
