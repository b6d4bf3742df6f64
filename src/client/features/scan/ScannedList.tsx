import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { forgetScanned, scannedListQuery } from '../../entities/scan/scannedList.ts';
import { useCurrentUserId } from '../../lib/currentUser.ts';

/**
 * The "scanned at the fair" list: ISBNs scanned that were not found, kept on this device. Each can be looked up again
 * (`onLookUp`, e.g. once online or once the title is in the catalogue) or removed.
 */
export function ScannedList({ onLookUp }: { onLookUp: (isbn: string) => void }) {
  const { t, i18n } = useTranslation('scan');
  const client = useQueryClient();
  const userId = useCurrentUserId();
  const list = useQuery(scannedListQuery(userId));
  const entries = list.data ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="scan-list" aria-labelledby="scan-list-title">
      <h3 id="scan-list-title">{t('list.title', { count: entries.length })}</h3>
      {entries.length === 0 ? (
        <p className="scan-list-empty">{t('list.empty')}</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.isbn} data-isbn={entry.isbn}>
              <span className="scan-list-isbn">{entry.isbn}</span>
              <span className="scan-list-when">{when.format(entry.scannedAt)}</span>
              <button
                type="button"
                className="btn btn-outline"
                aria-label={t('list.lookUpIsbn', { isbn: entry.isbn })}
                onClick={() => onLookUp(entry.isbn)}
              >
                {t('list.lookUp')}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                aria-label={t('list.removeIsbn', { isbn: entry.isbn })}
                onClick={() => void forgetScanned(client, userId, entry.isbn)}
              >
                {t('list.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
