import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESERVED_PREFERENCE_TYPES } from '../../shared/contracts/preferences.ts';
import {
  getNoUpdates,
  getUserAttributes,
  readPreferences,
  setNoUpdates,
  setPreference as setPreferenceEndpoint,
} from '../../shared/contracts/endpoints/preferences.ts';
import { getRegion } from '../../shared/contracts/endpoints/session.ts';
import { listPreferences, noUpdates, setPreference, SOCIAL, toObjectForm, userAttributes } from '../services/preferences.ts';
import { regionFor } from '../services/usersRegion.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { toSessionUser } from '../services/users.ts';

/** Region, friend-email opt-out, attributes, preference records (seed 1 section 7, Preferences). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const db = () => app.config.database.db;

  serve(app, getRegion, async (request) => {
    const auth = requireUser(request);
    const session = toSessionUser(auth);
    return regionFor(session.organization.address.country, session.region.cultureName);
  });

  serve(app, getNoUpdates, async (request) => {
    const { user } = requireUser(request);
    return { noUpdates: await noUpdates(db(), user.id) };
  });

  serve(app, setNoUpdates, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await setPreference(tx, user.id, SOCIAL, 'noUpdates', String(request.body.noUpdates));
      return { status: 200, body: { noUpdates: request.body.noUpdates } };
    });
  });

  serve(app, getUserAttributes, async (request) => {
    const { user } = requireUser(request);
    return userAttributes(db(), user.id, user.classification);
  });

  /** The records of the listed types; ?format=object answers { [type]: { [name]: value } }. A read sent as POST. */
  serve(app, readPreferences, async (request) => {
    const { user } = requireUser(request);
    const types = [...new Set(request.body.map((t) => t.type))];
    const list = await listPreferences(db(), user.id, types);
    return request.query.format === 'object' ? toObjectForm(list) : list;
  });

  /** Stores one value (text/plain, or a JSON string/number/boolean/array/object) as a string. */
  serve(app, setPreferenceEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    const { type, name } = request.params;
    if ((RESERVED_PREFERENCE_TYPES as readonly string[]).includes(type)) {
      throw fieldProblem('type', 'this preference type has its own path');
    }
    const body = request.body;
    const value = typeof body === 'string' ? body : JSON.stringify(body);
    return idempotent(request, reply, async (tx) => {
      await setPreference(tx, user.id, type, name, value);
      return { status: 200, body: { type, name, value } };
    });
  });
};
