import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../../features/lists/lists.css';

/** On a community's home: the link to its collaborative lists (its buzz has a lane of its own above). */
export function CommunityListLinks({ communityId }: { communityId: number }) {
  const { t } = useTranslation('lists');
  return (
    <nav className="lists-actions" aria-label={t('lists.screens.lists')}>
      <Link to="/collaborativelists/$communityId" params={{ communityId }} className="btn btn-secondary">
        {t('lists.seeLists')}
      </Link>
    </nav>
  );
}
