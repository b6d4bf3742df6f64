import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myCommunitiesQuery } from '../../entities/review/editorQueries.ts';
import { communityHomePath } from './communityHome.ts';
import { FooterTab } from './FooterTab.tsx';

/**
 * The signed-in Communities tab: the home of the community viewed last (the first of GET /api/affiliations/me);
 * while they load, or with none joined, it opens the More sheet, which lists them. Loaded for members only.
 */
export function CommunitiesTab({ onOpenMore }: { onOpenMore: () => void }) {
  const { t } = useTranslation();
  const last = useQuery(myCommunitiesQuery).data?.[0];
  return last ? (
    <FooterTab icon="communities" label={t('nav.communities')} to={communityHomePath(last.id)} />
  ) : (
    <FooterTab icon="communities" label={t('nav.communities')} onClick={onOpenMore} />
  );
}
