import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { isOpen } from '../../entities/community/membership.ts';
import { communitySummaryQuery } from '../../entities/community/queries.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useSession } from '../../entities/session/useSession.ts';
import { NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { useMembership } from './mutations.ts';

/** The community a member action belongs to, as the screen knows it. */
export interface GatedCommunity {
  communityId: number;
  communityName: string;
  /** The user is a member already (the action runs at once). */
  member: boolean;
}

/**
 * Member actions of a community (seed 1 §4, seed 3 §6): a member's runs at once; an anonymous visitor gets the
 * sign-up-or-log-in prompt; a signed-in non-member gets 'You must be a member of the {name} community' (Cancel / Join
 * community). Join community joins an open community through the outbox and, once the server has applied it, runs the
 * action (queued offline, the user retries when it is sent); an invited community opens its home (`openHome`), where
 * its Join with code is.
 */
export function useMembershipGate(openHome: (communityId: number) => void) {
  const { t } = useTranslation('communities');
  const { promptSignIn, promptMembership } = usePrompts();
  const session = useSession();
  const client = useQueryClient();
  const join = useMembership(true);
  const signedIn = session.status === 'authenticated';
  const hasOrganization = signedIn && session.user.user.orgID > 0;

  const joinThen = async (communityId: number, action: () => void) => {
    let community;
    try {
      community = (await client.fetchQuery(communitySummaryQuery(communityId))).affiliations[0];
    } catch (error) {
      showToast(error instanceof NetworkError ? t('communities.joinNetwork') : t('communities.unknown'), 'error');
      return;
    }
    if (!community) return showToast(t('communities.unknown'), 'error');
    if (community.member) return action();
    if (!isOpen(community)) return openHome(communityId);
    join.mutate({ community, hasOrganization }, { onSuccess: (outcome) => outcome.state === 'applied' && action() });
  };

  return (target: GatedCommunity, action: () => void) => {
    if (!signedIn) promptSignIn();
    else if (target.member) action();
    else promptMembership(target.communityName, () => void joinThen(target.communityId, action));
  };
}
