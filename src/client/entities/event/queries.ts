import { queryOptions } from '@tanstack/react-query';
import { callLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import {
  getCommunityEvents,
  getEvent,
  getGenreCommunityEvents,
  getJoinedCommunityEvents,
  getOwnedEvents,
} from '../../../shared/contracts/routes/events.ts';
import { eventKeys } from './queryKeys.ts';

const endpoints = () => import('../../../shared/contracts/endpoints/events.ts');
const noRetryOn4xx = (count: number, error: Error) => count < 2 && !('status' in error && (error as { status: number }).status < 500);

/** A community's events (its home lists the upcoming ones and the past ones). */
export const communityEventsQuery = (communityId: number) =>
  queryOptions({
    queryKey: eventKeys.community(communityId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getCommunityEvents, async () => (await endpoints()).getCommunityEvents, { params: { communityId }, signal }),
    ),
    staleTime: 60_000,
    retry: noRetryOn4xx,
  });

/** One event with its sessions and titles of interest (the community home's event variant). */
export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: offlineCopy(({ signal }) => callLazy(getEvent, async () => (await endpoints()).getEvent, { params: { eventId }, signal })),
    staleTime: 60_000,
    retry: noRetryOn4xx,
  });

/** The events of the caller's communities (the Events screen, signed in). */
export const joinedEventsQuery = queryOptions({
  queryKey: eventKeys.list('joined'),
  queryFn: offlineCopy(({ signal }) => callLazy(getJoinedCommunityEvents, async () => (await endpoints()).getJoinedCommunityEvents, { signal })),
  staleTime: 60_000,
  retry: noRetryOn4xx,
});

/** The events the caller owns or may edit (the Events screen, signed in). */
export const ownedEventsQuery = queryOptions({
  queryKey: eventKeys.list('owned'),
  queryFn: offlineCopy(({ signal }) => callLazy(getOwnedEvents, async () => (await endpoints()).getOwnedEvents, { signal })),
  staleTime: 60_000,
  retry: noRetryOn4xx,
});

/** The genre communities' events (the Events screen of visitors and of members of no community). */
export const genreEventsQuery = queryOptions({
  queryKey: eventKeys.list('genre'),
  queryFn: offlineCopy(({ signal }) => callLazy(getGenreCommunityEvents, async () => (await endpoints()).getGenreCommunityEvents, { signal })),
  staleTime: 60_000,
  retry: noRetryOn4xx,
});
