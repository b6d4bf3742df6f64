import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { reviewQueuesQuery } from '../../entities/request/queries.ts';
import { myCommunitiesQuery } from '../../entities/review/editorQueries.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useSession } from '../../entities/session/useSession.ts';
import { canImportTitles } from '../../../shared/domain/publisherImport.ts';
import { communityHomePath } from './communityHome.ts';
import { useUnreadCount } from './useUnreadCount.ts';
import { SkeletonText } from '../../ui/Skeleton.tsx';

/** One entry: a path, or (anonymous visitors on a member area) the sign-up-or-log-in prompt. */
interface Entry {
  key: string;
  label: string;
  to: string;
  badge?: number;
  /** Open to anonymous visitors (seed 1's anonymous routes). */
  open?: boolean;
}

interface Section {
  key: string;
  title: string;
  entries: Entry[];
  empty?: string;
  /** While its entries load: their name for screen readers (rows of skeleton show). */
  loading?: string;
}

/** Rows of skeleton a loading section shows, each a link's size. */
const SKELETON_ROWS = ['60%', '45%', '55%'];

function EntryLink({ entry, signedIn, onNavigate }: { entry: Entry; signedIn: boolean; onNavigate: () => void }) {
  const { promptSignIn } = usePrompts();
  const badge = entry.badge ? (
    <span className="badge" aria-hidden="true">
      {entry.badge}
    </span>
  ) : null;
  if (!signedIn && !entry.open) {
    return (
      <button
        type="button"
        className="area-link"
        onClick={() => {
          onNavigate();
          promptSignIn();
        }}
      >
        <span>{entry.label}</span>
      </button>
    );
  }
  return (
    <Link to={entry.to} className="area-link" activeProps={{ 'aria-current': 'page' }} onClick={onNavigate}>
      <span>{entry.label}</span>
      {badge}
    </Link>
  );
}

/**
 * Every area of seed 1's route table, by section: the user's communities (most recently viewed first), lists and
 * reviews (the review copies of the last-viewed community, the review queues the user owns), messages, Your Books
 * and the account. Shown by the phone's More sheet and the desktop avatar popover; Home and Search are tabs.
 * Anonymous visitors see the member areas too: following one asks them to sign up or log in.
 */
export function AreaMenu({
  onNavigate,
  headingLevel = 2,
  omit = [],
}: {
  onNavigate: () => void;
  headingLevel?: 2 | 3;
  /** Entries (by key) the surrounding menu already shows: the avatar popover's account links. */
  omit?: readonly string[];
}) {
  const { t } = useTranslation(['nav', 'common']);
  const { openFeedback } = usePrompts();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const communities = useQuery({ ...myCommunitiesQuery, enabled: signedIn });
  const queues = useQuery({ ...reviewQueuesQuery, enabled: signedIn });
  const unread = useUnreadCount();
  const last = communities.data?.[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const sections: Section[] = [
    {
      key: 'communities',
      title: t('navMenu.sections.communities'),
      entries: [
        ...(communities.data ?? []).map((c) => ({ key: `community-${c.id}`, label: c.name, to: communityHomePath(c.id) })),
        { key: 'allCommunities', label: t('navMenu.allCommunities'), to: '/communities', open: true },
        { key: 'events', label: t('navMenu.events'), to: '/events', open: true },
      ],
      loading: signedIn && communities.isPending ? t('navMenu.loading') : undefined,
      empty: signedIn && !communities.isPending && !communities.data?.length ? t('navMenu.communitiesNone') : undefined,
    },
    {
      key: 'lists',
      title: t('navMenu.sections.lists'),
      entries: [
        { key: 'lists', label: t('navMenu.lists'), to: `/collaborativelists/${last?.id ?? 0}` },
        { key: 'buzz', label: t('navMenu.buzz'), to: `/buzz/${last?.id ?? 0}` },
        ...(last ? [{ key: 'reviewCopies', label: t('navMenu.reviewCopies', { name: last.name }), to: `/reviewCopies/${last.id}` }] : []),
        ...(queues.data ?? []).map((queue) => ({
          key: `queue-${queue.communityId}`,
          label: t('navMenu.reviewQueue', { name: queue.name }),
          to: `/reviewQueue/${queue.communityId}`,
          badge: queue.pendingCount,
        })),
      ],
    },
    {
      key: 'messages',
      title: t('navMenu.sections.messages'),
      entries: [
        { key: 'notifications', label: t('navMenu.notifications'), to: '/notifications', badge: unread },
        { key: 'conversations', label: t('navMenu.conversations'), to: '/conversations' },
      ],
    },
    {
      key: 'yourBooks',
      title: t('navMenu.sections.yourBooks'),
      entries: [
        { key: 'yourBooks', label: t('navMenu.yourBooks'), to: '/yourbooks' },
        { key: 'shelves', label: t('navMenu.shelves'), to: '/shelves' },
        { key: 'requests', label: t('navMenu.requests'), to: '/requests' },
        { key: 'downloads', label: t('navMenu.downloads'), to: '/downloads' },
        { key: 'reviews', label: t('navMenu.reviews'), to: '/reviews' },
      ],
    },
    {
      key: 'account',
      title: t('navMenu.sections.account'),
      entries: [
        { key: 'profile', label: t('navMenu.profile'), to: '/profileEditor' },
        { key: 'communicationSettings', label: t('navMenu.communicationSettings'), to: '/communicationSettings', open: true },
        { key: 'storage', label: t('navMenu.storage'), to: '/storage' },
        // Users of a publisher organization import titles (ONIX) and galleys (EPUB): issue 21 §3.
        ...(canImportTitles(signedIn ? session.user : undefined) ? [{ key: 'import', label: t('navMenu.import'), to: '/import' }] : []),
        { key: 'outreach', label: t('navMenu.outreach'), to: '/outreach' },
        { key: 'help', label: t('navMenu.help'), to: '/help', open: true },
      ],
    },
  ];

  return (
    <nav className="area-menu" aria-label={t('navMenu.moreTitle')}>
      {sections.map((section) => (
        <section key={section.key} className="area-section" aria-labelledby={`area-${section.key}`}>
          <Heading id={`area-${section.key}`} className="area-section-title">
            {section.title}
          </Heading>
          {section.loading ? (
            <div role="status" aria-busy="true" aria-label={section.loading}>
              {SKELETON_ROWS.map((width, i) => (
                <span key={i} className="area-link">
                  <SkeletonText width={width} />
                </span>
              ))}
            </div>
          ) : section.empty ? (
            <p className="area-empty">{section.empty}</p>
          ) : null}
          <ul>
            {section.entries
              .filter((entry) => !omit.includes(entry.key))
              .map((entry) => (
                <li key={entry.key}>
                  <EntryLink entry={entry} signedIn={signedIn} onNavigate={onNavigate} />
                </li>
              ))}
            {section.key === 'account' ? (
              <li>
                <button
                  type="button"
                  className="area-link"
                  onClick={() => {
                    onNavigate();
                    openFeedback();
                  }}
                >
                  <span>{t('navMenu.feedback')}</span>
                </button>
              </li>
            ) : null}
          </ul>
        </section>
      ))}
    </nav>
  );
}
