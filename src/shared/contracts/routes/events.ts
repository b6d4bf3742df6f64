import { route } from '../endpoint.ts';

/** Events (seed 3 §7 Events, and a community's own events): the routes of contracts/events.ts (zod-free, see endpoint.ts). */
export const getJoinedCommunityEvents = route('GET', '/api/events/communities/joined');
export const getGenreCommunityEvents = route('GET', '/api/events/communities/genre');
export const getOwnedEvents = route('GET', '/api/events/owned');
export const getEvent = route('GET', '/api/events/:eventId');
export const getCommunityEvents = route('GET', '/api/v1/affiliations/:communityId/events');
export const createEvent = route('POST', '/api/events');
export const updateEvent = route('PUT', '/api/events/:eventId');
export const deleteEvent = route('DELETE', '/api/events/:eventId');
