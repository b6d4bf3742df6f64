import { useTranslation } from '../../lib/i18n/useTranslation.ts';

const KNOWN = new Set([0, 2, 3, 4, 5, 11, 12, 13, 1000]);

/** The display name of a review copy format code (EPUB, PDF, Kindle, ...). */
export function useFormatName(): (format: number) => string {
  const { t } = useTranslation('downloads');
  return (format) => (KNOWN.has(format) ? t(`downloads.formats.${format}`) : t('downloads.formats.other', { code: format }));
}
