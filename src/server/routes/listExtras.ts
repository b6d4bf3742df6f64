import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/listExtras.ts';
import type { Tx } from '../db/client.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import * as alerts from '../services/listAlerts.ts';
import * as extras from '../services/listExtras.ts';

/**
 * Collaborative list comments, quantities, filing and alerts (seed 3 §7 Collaborative lists): members' changes,
 * one transaction each, replayable by Idempotency-Key; each answers with seed 3 §8's text. Anyone who may see a
 * list reads its comments and quantities.
 */
export const listExtraRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const userId = (request: FastifyRequest) => requireUser(request).user.id;
  const change = <T>(request: FastifyRequest, reply: FastifyReply, status: 200 | 201, run: (tx: Tx, user: number) => Promise<T>) => {
    const user = userId(request);
    return idempotent(request, reply, async (tx) => ({ status, body: await run(tx, user) }));
  };

  serve(app, endpoints.getListExtras, async (request) => extras.listExtras(db(), request.params.listId, request.user?.user.id ?? null));
  serve(app, endpoints.addListComment, (request, reply) => change(request, reply, 201, (tx, user) => extras.addListComment(tx, user, request.body)));
  serve(app, endpoints.editListComment, (request, reply) =>
    change(request, reply, 200, (tx, user) => extras.editListComment(tx, user, request.body)),
  );
  serve(app, endpoints.removeListComment, (request, reply) =>
    change(request, reply, 200, (tx, user) => extras.removeListComment(tx, user, request.params.id)),
  );
  serve(app, endpoints.addQuantity, (request, reply) => change(request, reply, 201, (tx, user) => extras.setQuantity(tx, user, request.body, 'add')));
  serve(app, endpoints.editQuantity, (request, reply) =>
    change(request, reply, 200, (tx, user) => extras.setQuantity(tx, user, request.body, 'edit')),
  );
  serve(app, endpoints.removeQuantity, (request, reply) =>
    change(request, reply, 200, (tx, user) => extras.setQuantity(tx, user, request.body, 'remove')),
  );
  serve(app, endpoints.fileList, (request, reply) => change(request, reply, 200, (tx, user) => extras.fileList(tx, user, request.body)));
  serve(app, endpoints.getAlerts, async (request) => alerts.alertsOf(db(), userId(request)));
  serve(app, endpoints.getListAlerts, async (request) => alerts.alertsOf(db(), userId(request), request.params.listId));
  serve(app, endpoints.addAlert, (request, reply) => change(request, reply, 201, (tx, user) => alerts.addAlert(tx, user, request.body)));
  serve(app, endpoints.editAlert, (request, reply) =>
    change(request, reply, 200, (tx, user) => alerts.editAlert(tx, user, request.params.id, request.body)),
  );
  serve(app, endpoints.removeAlert, (request, reply) => change(request, reply, 200, (tx, user) => alerts.removeAlert(tx, user, request.params.id)));
};
