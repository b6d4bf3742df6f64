import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CommunitiesAnswer, Community } from '../../../shared/contracts/communities.ts';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { joinCommunity as joinRoute, leaveCommunity as leaveRoute, validateCommunityCode } from '../../../shared/contracts/routes/communities.ts';
import { ApiError, callLazy, NetworkError } from '../../lib/api.ts';
import { appConfig } from '../../lib/config.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { showToast } from '../../lib/toast.ts';
import { membershipEdit } from '../../entities/community/communityEdits.ts';
import { joinKind } from '../../entities/community/membership.ts';
import { communityKeys } from '../../entities/community/queryKeys.ts';
import { reviewKeys } from '../../entities/review/queryKeys.ts';

const contract = async () => (await import('../../../shared/contracts/communities.ts')).communitiesAnswerSchema;

export interface MembershipVariables {
  community: Community;
  hasOrganization: boolean;
}

/** The seed's message for a refused join or leave: the server's problem, else 'You are unable to join ...'. */
function useRefusal(joining: boolean) {
  const { t } = useTranslation('communities');
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) showToast(t('communities.unknown'), 'error');
    else if (error instanceof NetworkError) showToast(t('communities.joinNetwork'), 'error');
    else showToast(joining ? t('communities.unableToJoin') : t('communities.requestError'), 'error');
  };
}

/**
 * PUT (join) or DELETE (leave) /api/v1/affiliations/me/{id}/{organization|user} through the outbox: the membership
 * shows at once and waits offline; the join message shows 5 s (seed 1 §8).
 */
export function useMembership(joining: boolean) {
  const { t } = useTranslation('communities');
  const refused = useRefusal(joining);
  return useChangeMutation<MembershipVariables, CommunitiesAnswer>({
    change: ({ community, hasOrganization }) => ({
      method: joining ? 'PUT' : 'DELETE',
      path: pathOf(joining ? joinRoute : leaveRoute, { id: community.id, kind: joinKind(community, hasOrganization) }),
      resource: resources.community(community.id),
      label: { key: joining ? 'changes:changes.label.communityJoin' : 'changes:changes.label.communityLeave', values: { name: community.name } },
    }),
    contract,
    shows: ({ community }) => shown(membershipEdit, { communityId: community.id, member: joining }),
    onApplied: async (_, { community }, client) => {
      showToast(joining ? t('communities.joined', { name: community.name }) : t('communities.left'));
      // The communities, and the list of the user's own (the area menu, a new list's community choice).
      await Promise.all([
        client.invalidateQueries({ queryKey: communityKeys.all }),
        client.invalidateQueries({ queryKey: reviewKeys.myCommunities() }),
      ]);
    },
    onRefused: refused,
  });
}

/**
 * PUT /api/v1/affiliations/{id}/validate/{code}: needs the network (a code is checked by the server, never queued).
 * Answers whether the user joined; an empty code is not sent (seed 1 §5).
 */
export function useJoinWithCode() {
  const { t } = useTranslation('communities');
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ community, code }: { community: Community; code: string }) => {
      const trimmed = code.trim();
      if (!trimmed) return false;
      const result = await callLazy(
        validateCommunityCode,
        async () => (await import('../../../shared/contracts/endpoints/communities.ts')).validateCommunityCode,
        {
          params: { communityId: community.id, code: trimmed },
        },
      );
      return result === 1;
    },
    onSuccess: async (joined, { community, code }) => {
      if (!code.trim()) return;
      if (!joined) {
        showToast(t('communities.codeFailed', { email: appConfig.supportEmail }), 'error');
        return;
      }
      showToast(t('communities.joined', { name: community.name }));
      await client.invalidateQueries({ queryKey: communityKeys.all });
    },
    onError: (error) => {
      if (error instanceof NetworkError || (typeof navigator !== 'undefined' && !navigator.onLine))
        showToast(t('communities.codeNeedsNetwork'), 'error');
      else if (error instanceof ApiError && error.status === 429) showToast(error.message, 'error');
      else if (error instanceof ApiError && error.status === 404) showToast(t('communities.unknown'), 'error');
      else showToast(t('communities.codeFailed', { email: appConfig.supportEmail }), 'error');
    },
  });
}
