import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { myCommunitiesQuery } from '../../entities/review/editorQueries.ts';
import { communityHomePath } from './communityHome.ts';
import { FooterTab } from './FooterTab.tsx';

/**
 * The signed-in Communities tab: the home of the community viewed last (the first of GET /api/affiliations/me).
 * Tapped while they load, it goes there once they are in; with none joined it opens the Communities screen, and
 * with no answer the More sheet. Loaded for members only.
 */
export function CommunitiesTab({ onOpenMore }: { onOpenMore: () => void }) {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const navigate = useNavigate();
  const last = useQuery(myCommunitiesQuery).data?.[0];
  if (last) return <FooterTab icon="communities" label={t('nav.communities')} to={communityHomePath(last.id)} />;
  const openLast = () =>
    client
      .fetchQuery(myCommunitiesQuery)
      .then((communities) => void navigate({ to: communities[0] ? communityHomePath(communities[0].id) : '/communities' }), onOpenMore);
  return <FooterTab icon="communities" label={t('nav.communities')} onClick={() => void openLast()} />;
}
