import type { QueryClient } from '@tanstack/react-query';
import type { GalleyRequest } from '../../../shared/contracts/requests.ts';
import type { GalleyRequestBody } from '../../../shared/contracts/requestWrites.ts';
import { REQUEST_TYPES, requestsAfterChange } from '../../../shared/domain/requests.ts';
import type { UserAttributes } from '../../../shared/contracts/preferences.ts';
import { edit, put, type CacheEdit, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { preferenceKeys } from '../session/queryKeys.ts';
import { DARC } from './queries.ts';
import { knownTitle } from '../title/titleName.ts';
import { requestKeys } from './queryKeys.ts';

/** A digital request as made, and when (its dates until the server answers). */
export type NewRequest = GalleyRequestBody & { now: string };

/** A cancel or re-enable of the caller's digital request of a title, and when. */
export interface RequestChange {
  sku: string;
  change: 'cancel' | 'enable';
  now: string;
}

/**
 * What a new digital request shows: a pending request of the title in the caller's requests, in place of any
 * earlier one (the same however often applied; replayEdits.ts). Nothing when the title's data is not at hand.
 */
export const newRequestEdit: ReplayableEdit<NewRequest> = { kind: 'request', edits: newRequestEdits };

function newRequestEdits(client: QueryClient, { sku, selectedTitleEvaluationPurposeTypeId, now }: NewRequest): CacheEdit[] {
  const product = knownTitle(client, sku);
  if (!product) return [];
  const pending: GalleyRequest = {
    id: 0,
    sku,
    status: 'pending',
    galleyStatus: null,
    requestType: REQUEST_TYPES.digital,
    evaluationType: selectedTitleEvaluationPurposeTypeId,
    submittedDate: now,
    statusChangedDate: now,
    downloadDate: null,
    product,
  };
  return [
    edit<GalleyRequest[]>(requestKeys.mine(), (list) => [
      pending,
      ...list.filter((r) => !(r.sku === sku && r.requestType === REQUEST_TYPES.digital)),
    ]),
  ];
}

/** What a cancel or re-enable shows: the title's digital request cancelled, or pending again. */
export const requestChangeEdit: ReplayableEdit<RequestChange> = {
  kind: 'requestChange',
  edits: (_, { sku, change, now }) => [edit<GalleyRequest[]>(requestKeys.mine(), (list) => requestsAfterChange(list, sku, change, now))],
};

/** The evaluation purpose remembered for the next request. */
export const evaluationTypeEdit: ReplayableEdit<number> = {
  kind: 'evaluationType',
  edits: (_, evaluationType) => [put<number | null>(preferenceKeys.ofType(DARC), () => evaluationType)],
};

/** The role description (requestRole) or role summary (requestorType) of the requester's profile. */
export type Role = { requestRole?: string; requestorType?: string };

export const roleEdit: ReplayableEdit<Role> = {
  kind: 'profileRole',
  edits: (_, role) => [
    edit<UserAttributes>(requestKeys.profile(), (old) => ({
      ...old,
      ...(role.requestRole !== undefined ? { roleDescription: role.requestRole } : {}),
      ...(role.requestorType !== undefined ? { roleSummary: role.requestorType } : {}),
    })),
  ],
};

export const linksEdit: ReplayableEdit<Array<{ type: string; url: string }>> = {
  kind: 'profileLinks',
  edits: (_, links) => [edit<UserAttributes>(requestKeys.profile(), (old) => ({ ...old, profileLinks: links }))],
};
