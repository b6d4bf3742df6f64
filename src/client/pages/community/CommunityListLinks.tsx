import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../entities/session/useSession.ts';
import '../../features/lists/lists.css';

/** On a community's home: links to its collaborative lists and (signed in) its buzz. */
export function CommunityListLinks({ communityId }: { communityId: number }) {
  const { t } = useTranslation('lists');
  const signedIn = useSession().status === 'authenticated';
  const params = { communityId };
  return (
    <nav className="lists-actions" aria-label={t('lists.screens.lists')}>
      <Link to="/collaborativelists/$communityId" params={params} className="btn btn-secondary">
        {t('lists.seeLists')}
      </Link>
      {signedIn ? (
        <Link to="/buzz/$communityId" params={params} className="btn btn-secondary">
          {t('lists.seeBuzz')}
        </Link>
      ) : null}
    </nav>
  );
}
