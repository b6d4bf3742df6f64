import type { CommunitiesAnswer } from '../../../shared/contracts/communities.ts';
import { editAll, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { communityKeys } from './queryKeys.ts';

/** A join or leave as the screen shows it: the state it leaves the membership in (set, not toggled, so replaying it changes nothing). */
export interface MembershipChange {
  communityId: number;
  member: boolean;
}

/** What a join or leave shows in every communities answer: the member flag and the member count. */
export const membershipEdit: ReplayableEdit<MembershipChange> = {
  kind: 'communityMembership',
  edits: (_, { communityId, member }) => [
    editAll<CommunitiesAnswer | undefined>(
      communityKeys.all,
      (answer) =>
        answer && {
          ...answer,
          affiliations: answer.affiliations.map((c) =>
            c.id === communityId && c.member !== member ? { ...c, member, memberCount: Math.max(0, c.memberCount + (member ? 1 : -1)) } : c,
          ),
        },
    ),
  ],
};

/** An owner's rename (and new description) of a community. */
export interface CommunityRename {
  communityId: number;
  name: string;
  description?: string | undefined;
}

/** What a rename shows in every communities answer (set, not toggled: applied again, it changes nothing). */
export const communityRenameEdit: ReplayableEdit<CommunityRename> = {
  kind: 'communityRename',
  edits: (_, { communityId, name, description }) => [
    editAll<CommunitiesAnswer | undefined>(
      communityKeys.all,
      (answer) =>
        answer && {
          ...answer,
          affiliations: answer.affiliations.map((c) =>
            c.id === communityId ? { ...c, name, ...(description === undefined ? {} : { description }) } : c,
          ),
        },
    ),
  ],
};

/** An owner opens an invited community: its codes go, everyone may join. */
export const communityOpenEdit: ReplayableEdit<{ communityId: number }> = {
  kind: 'communityOpen',
  edits: (_, { communityId }) => [
    editAll<CommunitiesAnswer | undefined>(
      communityKeys.all,
      (answer) =>
        answer && {
          ...answer,
          affiliations: answer.affiliations.map((c) =>
            c.id === communityId ? { ...c, groupValidationItems: [{ affiliationId: communityId, type: 'group' }] } : c,
          ),
        },
    ),
  ],
};
