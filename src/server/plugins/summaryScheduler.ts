import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { subscriptionSecret } from '../services/subscriptions.ts';
import { startSummaryScheduler, type SummaryScheduler } from '../services/summaries.ts';

/**
 * The emailed summaries' timer (config.summaryIntervalMs; none without it): started once the server is ready (the
 * database open), stopped when it closes.
 */
export const summarySchedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const intervalMs = app.config.summaryIntervalMs;
    if (!intervalMs) return;
    let scheduler: SummaryScheduler | undefined;
    app.addHook('onReady', async () => {
      scheduler = startSummaryScheduler({
        db: () => app.config.database.db,
        mailer: app.config.mailer,
        publicUrl: app.config.publicUrl,
        secret: () => subscriptionSecret(app.config.database.db, app.config.subscriptionSecret),
        intervalMs,
        now: app.config.now,
        log: (err) => app.log.error({ err }, 'emailed summaries'),
      });
    });
    app.addHook('onClose', async () => scheduler?.stop());
  },
  { name: 'summaryScheduler' },
);
