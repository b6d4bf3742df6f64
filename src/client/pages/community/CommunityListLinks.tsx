import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { listsQuery } from '../../entities/list/queries.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import '../../features/lists/lists.css';

/** How many of a community's lists its home names (newest first); the link opens them all. */
const LISTS_SHOWN = 5;

/**
 * On a community's home: its newest collaborative lists (name, title count, creator) and the link to all of them (its
 * buzz has a lane of its own above). A community whose lists the viewer may not read shows the link only.
 */
export function CommunityListLinks({ communityId }: { communityId: number }) {
  const { t } = useTranslation('lists');
  const lists = useQuery(listsQuery(communityId));
  return (
    <>
      {lists.isPending ? <SkeletonLines label={t('lists.loading')} widths={['55%', '45%']} /> : null}
      {lists.data?.length ? (
        <ul className="event-rows">
          {lists.data.slice(0, LISTS_SHOWN).map((list) => (
            <li key={list.id} className="event-row">
              <Link to="/list/$listId" params={{ listId: String(list.id) }}>
                {list.name}
              </Link>
              <span className="event-meta">
                {t('lists.titleCount', { count: list.itemCount })} · {t('lists.by', { name: list.ownerName })}
              </span>
            </li>
          ))}
        </ul>
      ) : lists.data ? (
        <p className="event-meta">{t('lists.noLists')}</p>
      ) : null}
      <nav className="lists-actions" aria-label={t('lists.screens.lists')}>
        <Link to="/collaborativelists/$communityId" params={{ communityId }} className="btn btn-secondary">
          {t('lists.seeLists')}
        </Link>
      </nav>
    </>
  );
}
