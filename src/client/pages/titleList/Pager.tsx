import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** Previous / Page N of M / Next; nothing at all for a single page. */
export function Pager({
  page,
  pages,
  onPage,
  position,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  position: 'top' | 'bottom';
}) {
  const { t } = useTranslation('titleList');
  if (pages <= 1) return null;
  return (
    <nav className="title-pager" aria-label={t(`titleList.pager.${position}`)}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('titleList.pager.previous')}
      </button>
      <span className="title-pager-status">{t('titleList.pager.status', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('titleList.pager.next')}
      </button>
    </nav>
  );
}
