import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import { percentRead, positionToOpen, readOnlineTooltip } from '../../../shared/domain/readerPosition.ts';
import { devicePositionQuery, galleyOnDeviceQuery, readerViewedQuery, webreaderSkusQuery } from '../../entities/galley/queries.ts';
import { useSession } from '../../entities/session/useSession.ts';
import './readOnline.css';

/**
 * Read online (seed 2), for a signed-in user: opens /read/{sku} within the app (an installed app stays itself) when
 * the title is in the web-reader skus (cached 30 minutes) and the user may read it (an active reader product). Tooltips: last viewed on a date,
 * read in the web reader, or currently unavailable via the web reader; '{n}% Read' when progress is known: where the
 * reader will open, from the server's position and this device's own (read offline, not sent yet). A galley kept on
 * this device (opened in the reader, or an EPUB downloaded) opens without the network: then the button is live offline too.
 */
export function ReadOnlineButton({ sku }: { sku: string }) {
  const { t } = useTranslation(['reader', 'titleDetail']);
  const session = useSession();
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  const skus = useQuery(webreaderSkusQuery);
  const viewed = useQuery(readerViewedQuery);
  const position = viewed.data?.lastReadPositionBySku[sku];
  const device = useQuery(devicePositionQuery(sku));
  const onDevice = useQuery(galleyOnDeviceQuery(sku)).data === true;
  const opensAt = positionToOpen(device.data, position);
  const tooltip = readOnlineTooltip({
    inWebReader: onDevice || (skus.data?.includes(sku) ?? false),
    canRead: onDevice || (viewed.data?.activeProducts.some((p) => p.sku === sku) ?? false),
    lastViewed: position?.lastViewed ?? position?.created,
  });
  const label = t('titleDetail:titles.detail.readOnline');

  if (tooltip.kind === 'unavailable') {
    const loading = skus.isPending || viewed.isPending;
    return (
      // A disabled button gets no hover: the tooltip sits on a wrapper.
      <span title={loading ? undefined : t('reader.button.unavailable')}>
        <button type="button" className="btn btn-secondary btn-block" disabled aria-busy={loading || undefined}>
          {label}
        </button>
      </span>
    );
  }
  const title =
    tooltip.kind === 'lastViewed' ? t('reader.button.lastViewed', { date: formatDisplayDate(tooltip.date, country) }) : t('reader.button.read');
  return (
    <Link to="/read/$sku" params={{ sku }} className="btn btn-secondary btn-block read-online" title={title}>
      {label}
      {opensAt ? (
        <span className="read-online-percent">{t('reader.button.percentRead', { percent: percentRead(opensAt.percentOfBookCompleted) })}</span>
      ) : null}
    </Link>
  );
}
