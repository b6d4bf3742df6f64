import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { communityEventsParamsSchema, createdEventSchema, eventBodySchema, eventDetailSchema, eventParamsSchema, eventsSchema } from '../events.ts';
import * as routes from '../routes/events.ts';

/** The endpoints of events (routes in routes/events.ts). */
export const getJoinedCommunityEvents = endpoint(routes.getJoinedCommunityEvents, { response: eventsSchema });
export const getGenreCommunityEvents = endpoint(routes.getGenreCommunityEvents, { response: eventsSchema });
export const getOwnedEvents = endpoint(routes.getOwnedEvents, { response: eventsSchema });
export const getEvent = endpoint(routes.getEvent, { params: eventParamsSchema, response: eventDetailSchema });
export const getCommunityEvents = endpoint(routes.getCommunityEvents, { params: communityEventsParamsSchema, response: eventsSchema });
export const createEvent = endpoint(routes.createEvent, { body: eventBodySchema, response: createdEventSchema, status: 201 });
export const updateEvent = endpoint(routes.updateEvent, { params: eventParamsSchema, body: eventBodySchema, response: eventDetailSchema });
export const deleteEvent = endpoint(routes.deleteEvent, { params: eventParamsSchema, response: z.null(), status: 204 });
