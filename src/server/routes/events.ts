import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/events.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import { communityEvents, eventDetail, genreCommunityEvents, joinedCommunityEvents, ownedEvents } from '../services/events.ts';
import * as writes from '../services/eventWrites.ts';

/**
 * Events (seed 3 §7 Events): the events of the caller's communities (signed in), of the genre communities (anyone),
 * the ones the caller may edit, one event with its sessions and titles (anyone), a community's events (anyone; the
 * community home), and create/edit/delete by the event's owner or an owner of its communities (one transaction each,
 * replayable by Idempotency-Key).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const userId = (request: FastifyRequest) => request.user?.user.id ?? 0;

  serve(app, endpoints.getJoinedCommunityEvents, async (request) => joinedCommunityEvents(db(), requireUser(request).user.id));
  serve(app, endpoints.getGenreCommunityEvents, async () => genreCommunityEvents(db()));
  serve(app, endpoints.getOwnedEvents, async (request) => ownedEvents(db(), requireUser(request).user.id));
  serve(app, endpoints.getEvent, async (request) => eventDetail(db(), userId(request), request.params.eventId));
  serve(app, endpoints.getCommunityEvents, async (request) => communityEvents(db(), request.params.communityId));

  serve(app, endpoints.createEvent, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 201, body: { id: await writes.createEvent(tx, user, request.body) } }));
  });

  serve(app, endpoints.updateEvent, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await writes.updateEvent(tx, user.id, request.params.eventId, request.body);
      return { status: 200, body: await eventDetail(tx, user.id, request.params.eventId) };
    });
  });

  serve(app, endpoints.deleteEvent, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await writes.deleteEvent(tx, user.id, request.params.eventId);
      return { status: 204, body: null };
    });
  });
};
