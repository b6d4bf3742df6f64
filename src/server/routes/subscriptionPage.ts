import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldProblem, HttpProblem } from '../plugins/problem.ts';
import { setSubscription, subscriptionSecret, tokenSubscription, userOfToken } from '../services/subscriptions.ts';
import { unsubscribePath } from '../services/summaries.ts';
import {
  FREQUENCY_CONFIRMATIONS,
  FREQUENCY_LABELS,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TOKEN_MAX,
  type SubscriptionFrequency,
} from '../../shared/contracts/subscriptions.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Emailed summaries</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}` +
        `button{min-height:44px;min-width:44px;margin:.25rem;padding:0 1rem;font:inherit}</style></head>` +
        `<body><main><h1>Emailed summaries</h1>${body}<p><a href="/notifications">Open your notifications</a></p></main></body></html>`,
    );
}

const choices = (token: string, current: SubscriptionFrequency) =>
  `<form method="post" action="${escape(unsubscribePath(token))}"><p>How often should we email you a summary of your unread notifications?</p>` +
  SUBSCRIPTION_FREQUENCIES.map(
    (f) => `<button type="submit" name="frequency" value="${f}"${f === current ? ' aria-pressed="true"' : ''}>${FREQUENCY_LABELS[f]}</button>`,
  ).join('') +
  `</form>`;

/**
 * The page of the mailed link (GET and POST /subscriptions/{token}): works without signing in. It shows the current
 * frequency with a button per frequency; a choice answers with its confirmation. A bad or expired link says so.
 */
export const subscriptionPageRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.config.database.db;
  const userOf = async (token: string) => {
    if (token.length > SUBSCRIPTION_TOKEN_MAX) throw fieldProblem('token', SUBSCRIPTION_MESSAGES.invalidToken);
    return userOfToken(await subscriptionSecret(db(), app.config.subscriptionSecret), token, app.config.now?.() ?? new Date());
  };
  // A browser (Accept: text/html) reads a refusal as a page; any other client gets the usual problem+json.
  const refused = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (err instanceof HttpProblem && String(request.headers.accept ?? '').includes('text/html'))
      return page(reply, err.status, `<p role="alert">${escape(err.detail)}</p>`);
    throw err;
  };

  app.get<{ Params: { token: string } }>('/subscriptions/:token', async (request, reply) => {
    try {
      const { frequency, email } = await tokenSubscription(db(), await userOf(request.params.token));
      return page(
        reply,
        200,
        `<p>Summaries for ${escape(email)}: <strong>${FREQUENCY_LABELS[frequency]}</strong>. ${escape(FREQUENCY_CONFIRMATIONS[frequency])}</p>` +
          choices(request.params.token, frequency),
      );
    } catch (err) {
      return refused(request, reply, err);
    }
  });

  app.post<{ Params: { token: string }; Body: unknown }>('/subscriptions/:token', async (request, reply) => {
    try {
      const userId = await userOf(request.params.token);
      const chosen = (request.body as { frequency?: unknown } | null)?.frequency;
      const frequency = SUBSCRIPTION_FREQUENCIES.find((f) => f === chosen);
      if (!frequency) throw fieldProblem('frequency', `frequency must be one of ${SUBSCRIPTION_FREQUENCIES.join(', ')}`);
      await db().transaction(async (tx) => {
        await tokenSubscription(tx, userId);
        await setSubscription(tx, userId, frequency, app.config.now?.() ?? new Date());
      });
      return page(reply, 200, `<p role="status">${escape(FREQUENCY_CONFIRMATIONS[frequency])}</p>` + choices(request.params.token, frequency));
    } catch (err) {
      return refused(request, reply, err);
    }
  });
};
