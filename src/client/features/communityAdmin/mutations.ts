import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CommunitiesAnswer } from '../../../shared/contracts/communities.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import {
  createCommunity as createRoute,
  deleteCommunity as deleteRoute,
  removeCommunityValidation as openRoute,
  updateCommunity as updateRoute,
} from '../../../shared/contracts/routes/communities.ts';
import type { createCommunityBody } from '../../../shared/domain/communityForm.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { showToast } from '../../lib/toast.ts';
import { useAdminRefusal } from '../../entities/community/useAdminRefusal.ts';
import { communityOpenEdit, communityRenameEdit, type CommunityRename } from '../../entities/community/communityEdits.ts';
import { communityKeys } from '../../entities/community/queryKeys.ts';

const contracts = () => import('../../../shared/contracts/communities.ts');

/** POST /api/v1/affiliations through the outbox: the caller owns the new community (it needs the server's id to show). */
export function useCreateCommunity() {
  const { t } = useTranslation('communities');
  const refused = useAdminRefusal();
  return useChangeMutation<ReturnType<typeof createCommunityBody>, { id: number }>({
    change: (body) => ({
      ...requestLine(createRoute, {}),
      body: { json: body },
      resource: 'communities',
      label: { key: 'changes:changes.label.communityCreate', values: { name: body.name } },
    }),
    contract: async () => (await contracts()).createdCommunitySchema,
    onApplied: async (_, body, client) => {
      showToast(t('communities.admin.created', { name: body.name }));
      await client.invalidateQueries({ queryKey: communityKeys.all });
    },
    onQueued: () => showToast(t('communities.admin.createQueued')),
    onRefused: refused,
  });
}

/** PUT /api/v1/affiliations/{id}/doNotUpdateValidation through the outbox: the new name shows at once. */
export function useRenameCommunity() {
  const { t } = useTranslation('communities');
  const refused = useAdminRefusal();
  return useChangeMutation<CommunityRename, CommunitiesAnswer>({
    change: ({ communityId, name, description }) => ({
      ...requestLine(updateRoute, { communityId }),
      body: { json: description === undefined ? { name } : { name, description } },
      resource: resources.community(communityId),
      label: { key: 'changes:changes.label.communityRename', values: { name } },
    }),
    contract: async () => (await contracts()).communitiesAnswerSchema,
    shows: (rename) => shown(communityRenameEdit, rename),
    onApplied: async (_, __, client) => {
      showToast(t('communities.admin.renamed'));
      await client.invalidateQueries({ queryKey: communityKeys.all });
    },
    onRefused: refused,
  });
}

/** DELETE /api/v1/affiliations/{id}/validate through the outbox: the community's codes go, it is open. */
export function useOpenCommunity() {
  const { t } = useTranslation('communities');
  const refused = useAdminRefusal();
  return useChangeMutation<{ communityId: number; name: string }, CommunitiesAnswer>({
    change: ({ communityId, name }) => ({
      ...requestLine(openRoute, { communityId }),
      resource: resources.community(communityId),
      label: { key: 'changes:changes.label.communityOpen', values: { name } },
    }),
    contract: async () => (await contracts()).communitiesAnswerSchema,
    shows: ({ communityId }) => shown(communityOpenEdit, { communityId }),
    onApplied: async (_, __, client) => {
      showToast(t('communities.admin.opened'));
      await client.invalidateQueries({ queryKey: communityKeys.all });
    },
    onRefused: refused,
  });
}

/** DELETE /api/v1/affiliations/{id} through the outbox: the community leaves every list (its reviews stay). */
export function useDeleteCommunity() {
  const { t } = useTranslation('communities');
  const refused = useAdminRefusal();
  return useChangeMutation<{ communityId: number; name: string }, null>({
    change: ({ communityId, name }) => ({
      ...requestLine(deleteRoute, { communityId }),
      resource: resources.community(communityId),
      label: { key: 'changes:changes.label.communityDelete', values: { name } },
    }),
    onApplied: async (_, { communityId, name }, client) => {
      showToast(t('communities.admin.deleted', { name }));
      client.removeQueries({ queryKey: communityKeys.summary(communityId) });
      await client.invalidateQueries({ queryKey: communityKeys.all });
    },
    onRefused: refused,
  });
}
