import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyRequests } from '../../shared/contracts/endpoints/requests.ts';
import { DARC, EVALUATION_TYPE_PREFERENCE } from '../../shared/contracts/requestWrites.ts';
import {
  cancelRequest as cancelRequestEndpoint,
  enableRequest as enableRequestEndpoint,
  requestGalley as requestGalleyEndpoint,
  requestPrintCopy as requestPrintCopyEndpoint,
  setEvaluationType,
  setRequestRole,
} from '../../shared/contracts/endpoints/requestWrites.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { setPreference } from '../services/preferences.ts';
import { listRequests } from '../services/requests.ts';
import { reviewCopyRequestPreferences, saveRequestRole } from '../services/requestRole.ts';
import { cancelRequest, enableRequest, requestGalley, requestPrintCopy } from '../services/requestWrites.ts';

/**
 * The caller's review copy requests (seeds 1, 2 and 3): GET /api/v1/me/requests; POST /api/v1/me/galleys/requests
 * (digital) and POST api/products/requests/0 (print), answered { code, text, status }; POST
 * /api/me/galleys/{sku}/cancel and /enable; POST /api/v1/me/galleys/requests/role; PUT
 * /api/v1/me/preferences/DARC/evaluationType (the last evaluation purpose, 1-4). Anonymous callers: 401.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  serve(app, getMyRequests, async (request) => listRequests(app.config.database.db, requireUser(request).user.id));

  serve(app, requestGalleyEndpoint, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await requestGalley(tx, user.id, request.body) }));
  });

  serve(app, requestPrintCopyEndpoint, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await requestPrintCopy(tx, user.id, user.email, request.body) }));
  });

  serve(app, cancelRequestEndpoint, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await cancelRequest(tx, user.id, request.params.sku) }));
  });

  serve(app, enableRequestEndpoint, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => ({ status: 200, body: await enableRequest(tx, user.id, request.params.sku) }));
  });

  serve(app, setRequestRole, async (request, res) => {
    const { user } = requireUser(request);
    return idempotent(request, res, async (tx) => {
      await saveRequestRole(tx, user.id, request.body);
      return { status: 200, body: await reviewCopyRequestPreferences(tx, user.id, user.classification) };
    });
  });

  /** Before the generic PUT /api/v1/me/preferences/{type}/{name} (a static path wins): only 1 to 4 are kept. */
  serve(app, setEvaluationType, async (request, res) => {
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
  });
};
