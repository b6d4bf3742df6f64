import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferenceSchema, preferenceValueBodySchema } from '../../shared/contracts/preferences.ts';
import { galleyRequestListSchema, galleyRequestSchema } from '../../shared/contracts/requests.ts';
import {
  DARC,
  EVALUATION_TYPE_PREFERENCE,
  galleyRequestBodySchema,
  galleyRequestReplySchema,
  printRequestBodySchema,
  requestRoleBodySchema,
  reviewCopyRequestPreferencesSchema,
} from '../../shared/contracts/requestWrites.ts';
import { skuParamsSchema } from '../../shared/contracts/titles.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { fieldProblem, problemResponses } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { setPreference } from '../services/preferences.ts';
import { listRequests } from '../services/requests.ts';
import { reviewCopyRequestPreferences, saveRequestRole } from '../services/requestRole.ts';
import { cancelRequest, enableRequest, requestGalley, requestPrintCopy } from '../services/requestWrites.ts';

const reply = { 200: galleyRequestReplySchema, ...problemResponses };
const oneRequest = { 200: galleyRequestSchema, ...problemResponses };

/**
 * The caller's review copy requests (seeds 1, 2 and 3): GET /api/v1/me/requests; POST /api/v1/me/galleys/requests
 * (digital) and POST api/products/requests/0 (print), answered { code, text, status }; POST
 * /api/me/galleys/{sku}/cancel and /enable; POST /api/v1/me/galleys/requests/role; PUT
 * /api/v1/me/preferences/DARC/evaluationType (the last evaluation purpose, 1-4). Anonymous callers: 401.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.get('/api/v1/me/requests', { schema: { response: { 200: galleyRequestListSchema, ...problemResponses } } }, async (request) =>
    listRequests(app.config.database.db, requireUser(request).user.id),
  );

  app.post('/api/v1/me/galleys/requests', { schema: { body: galleyRequestBodySchema, response: reply } }, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await requestGalley(tx, user.id, request.body) }));
  });

  app.post('/api/products/requests/0', { schema: { body: printRequestBodySchema, response: reply } }, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await requestPrintCopy(tx, user.id, user.email, request.body) }));
  });

  app.post('/api/me/galleys/:sku/cancel', { schema: { params: skuParamsSchema, response: oneRequest } }, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await cancelRequest(tx, user.id, request.params.sku) }));
  });

  app.post('/api/me/galleys/:sku/enable', { schema: { params: skuParamsSchema, response: oneRequest } }, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await enableRequest(tx, user.id, request.params.sku) }));
  });

  app.post(
    '/api/v1/me/galleys/requests/role',
    { schema: { body: requestRoleBodySchema, response: { 200: reviewCopyRequestPreferencesSchema, ...problemResponses } } },
    async (request, res) => {
      const { user } = requireUser(request);
      return idempotent(request, res, async (tx) => {
        await saveRequestRole(tx, user.id, request.body);
        return { status: 200, body: await reviewCopyRequestPreferences(tx, user.id, user.classification) };
      });
    },
  );

  /** Before the generic PUT /api/v1/me/preferences/{type}/{name} (a static path wins): only 1 to 4 are kept. */
  app.put(
    `/api/v1/me/preferences/${DARC}/${EVALUATION_TYPE_PREFERENCE}`,
    { schema: { body: preferenceValueBodySchema, response: { 200: preferenceSchema, ...problemResponses } } },
    async (request, res) => {
      const { user } = requireUser(request);
      const body = request.body;
      const value = typeof body === 'number' ? String(body) : typeof body === 'string' ? body.trim() : '';
      if (!/^[1-4]$/.test(value)) {
        throw fieldProblem('value', 'the evaluation type must be 1 acquisition, 2 advocating, 3 course adoption or 4 reviewing');
      }
      return idempotent(request, res, async (tx) => {
        await setPreference(tx, user.id, DARC, EVALUATION_TYPE_PREFERENCE, value);
        return { status: 200, body: { type: DARC, name: EVALUATION_TYPE_PREFERENCE, value: value } };
      });
    },
  );
};
