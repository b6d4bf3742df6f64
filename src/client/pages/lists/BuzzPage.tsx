import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Buzz } from '../../../shared/contracts/lists.ts';
import { ScreenPage } from '../../ui/ScreenPage.tsx';
import type { TitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { TitleList } from '../titleList/TitleList.tsx';
import { myCommunitiesQuery } from '../../entities/review/editorQueries.ts';
import { asBuzz } from '../../entities/list/queries.ts';
import '../../features/lists/lists.css';

/** The newest community review of a buzz tile: who, the rating, and the start of the text. */
function TopReview({ reviews }: { reviews: Buzz['titles'][number]['reviews'] }) {
  const { t } = useTranslation('lists');
  const review = reviews[0];
  if (!review) return null;
  return (
    <p className="buzz-review">
      <span>{t('lists.buzz.reviewBy', { name: review.displayName, rating: review.rating })}</span>
      {review.text ? <q>{review.text}</q> : null}
    </p>
  );
}

/** /buzz/{communityId}: titles with community reviews of a community (0: all the user's), most reviewed first. */
export function BuzzPage({
  communityId,
  search,
  onSearchChange,
}: {
  communityId: number | null;
  search: TitleListSearch;
  onSearchChange: (search: TitleListSearch) => void;
}) {
  const { t } = useTranslation('lists');
  const request = listRequest('buzz', search);
  const source = { kind: 'buzz' as const, id: communityId ?? 0 };
  const page = useQuery({ ...titlesPageQuery(source, request), enabled: communityId !== null });
  const communities = useQuery(myCommunitiesQuery);
  const reviews = new Map(asBuzz(page.data)?.titles.map((title) => [title.sku, title.reviews]));
  const name = communities.data?.find((c) => c.id === communityId)?.name;
  return (
    <ScreenPage
      refreshable
      title={t('lists.screens.buzz')}
      subtitle={communityId === 0 ? t('lists.screens.buzzAll') : name ? t('lists.screens.buzzCommunity', { name }) : undefined}
    >
      {communityId === null ? (
        <p className="empty-state">{t('lists.communityNotFound')}</p>
      ) : (
        <TitleList
          key={communityId}
          source={source}
          view="buzz"
          notFoundText={t('lists.communityNotFound')}
          emptyText={t('lists.buzz.noReviews')}
          search={search}
          onSearchChange={onSearchChange}
          tileAction={(title) => <TopReview reviews={reviews.get(title.sku) ?? []} />}
        />
      )}
    </ScreenPage>
  );
}
