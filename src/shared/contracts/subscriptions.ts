import * as z from 'zod/mini';

/**
 * Notification subscription (seed 3 §3 Subscription, §7; lane id 310): how often the emailed summary of unread
 * notifications goes out. 'never' means none.
 */
export const SUBSCRIPTION_FREQUENCIES = ['never', 'daily', 'weekly', 'monthly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
/** The lane id of the notification subscription (seed 3 §8). */
export const SUBSCRIPTION_LANE_ID = 310;
/** Unsubscribe tokens are signed text of at most this length. */
export const SUBSCRIPTION_TOKEN_MAX = 200;

export const SUBSCRIPTION_MESSAGES = {
  invalidToken: 'This link is not valid.',
  expiredToken: 'This link has expired. Sign in to change how often you get emailed summaries.',
} as const;

/** The confirmation of a frequency change (seed 3 §8: never means no emailed summaries, otherwise a summary on the chosen basis). */
export const FREQUENCY_CONFIRMATIONS: Record<SubscriptionFrequency, string> = {
  never: "You won't get emailed summaries of your notifications.",
  daily: "You'll get a daily summary of your notifications by email.",
  weekly: "You'll get a weekly summary of your notifications by email.",
  monthly: "You'll get a monthly summary of your notifications by email.",
};
export const FREQUENCY_LABELS: Record<SubscriptionFrequency, string> = { never: 'Never', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

export const subscriptionSchema = z.object({ frequency: z.enum(SUBSCRIPTION_FREQUENCIES) });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/v1/subscriptions/{token}: the frequency of the link's user, and the address the link was mailed to. */
export const tokenSubscriptionSchema = z.object({ frequency: z.enum(SUBSCRIPTION_FREQUENCIES), email: z.string() });

export const frequencyParamsSchema = z.object({ frequency: z.enum(SUBSCRIPTION_FREQUENCIES) });
const tokenSchema = z
  .string()
  .check(
    z.minLength(1, SUBSCRIPTION_MESSAGES.invalidToken),
    z.maxLength(SUBSCRIPTION_TOKEN_MAX, SUBSCRIPTION_MESSAGES.invalidToken),
    z.regex(/^[A-Za-z0-9_.-]+$/, SUBSCRIPTION_MESSAGES.invalidToken),
  );
export const tokenParamsSchema = z.object({ token: tokenSchema });
export const tokenFrequencyParamsSchema = z.object({ token: tokenSchema, frequency: z.enum(SUBSCRIPTION_FREQUENCIES) });
