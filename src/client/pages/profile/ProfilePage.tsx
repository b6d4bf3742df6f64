import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { useSession } from '../../entities/session/useSession.ts';
import { profileQuery } from '../../entities/profile/queries.ts';
import { requestProfileQuery } from '../../entities/request/queries.ts';
import { AccountSection } from '../../features/profile/AccountSection.tsx';
import { AddressList } from '../../features/profile/AddressList.tsx';
import { AvatarPicker } from '../../features/profile/AvatarPicker.tsx';
import { PersonalInfoForm } from '../../features/profile/PersonalInfoForm.tsx';
import { StrengthCard } from '../../features/profile/StrengthCard.tsx';
import { LinksTab, OverviewTab } from '../../features/request/ProfileEditor.tsx';
import '../../features/profile/profile.css';

/**
 * /profileEditor (seed 3 §3-§6, issue 20): profile strength, picture, personal information, role summary and
 * description, social links, addresses and, when the user may, the account (email, password). Saves other than the
 * picture and the account wait in the outbox offline.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const signedIn = useSession().status === 'authenticated';
  const profile = useQuery({ ...profileQuery, enabled: signedIn });
  const attributes = useQuery({ ...requestProfileQuery, enabled: signedIn });

  let body;
  if (!signedIn) body = <EmptyState text={t('profile.signIn')} />;
  else if (profile.isPending || attributes.isPending)
    body = <SkeletonLines label={t('profile.loading')} widths={['40%', '90%', '70%', '90%', '60%', '80%']} />;
  else if (profile.isError || attributes.isError) {
    const error = profile.error ?? attributes.error;
    body =
      error instanceof ApiError && error.status === 401 ? (
        <EmptyState text={t('profile.signIn')} />
      ) : (
        <div className="empty-state" role="alert">
          <p>{error instanceof NetworkError ? t('profile.offline') : t('profile.error')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void Promise.all([profile.refetch(), attributes.refetch()])}>
            {t('profile.retry')}
          </button>
        </div>
      );
  } else {
    const { user } = profile.data;
    const facts = {
      roleSummary: attributes.data.roleSummary,
      overview: attributes.data.roleDescription,
      hasAvatar: user.hasAvatar,
      joinedCommunity: user.joinedCommunity,
      links: attributes.data.profileLinks.filter((l) => l.url.trim()).length,
    };
    body = (
      <div className="profile-sections">
        <StrengthCard facts={facts} />
        <AvatarPicker uri={user.avatarUri} hasAvatar={user.hasAvatar} name={user.fullName} />
        <PersonalInfoForm key={user.id} profile={profile.data} />
        <section className="panel" aria-labelledby="profile-role-title">
          <h2 id="profile-role-title" className="panel-title">
            {t('profile.role.title')}
          </h2>
          <OverviewTab profile={attributes.data} />
          <LinksTab profile={attributes.data} />
        </section>
        <AddressList addresses={user.addresses} />
        <AccountSection profile={profile.data} />
      </div>
    );
  }
  return (
    <ScreenPage refreshable title={t('profile.title')} subtitle={t('profile.subtitle')}>
      {body}
    </ScreenPage>
  );
}
