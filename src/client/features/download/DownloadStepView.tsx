import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import { audioDownloadUrl, selectedEntry, type DownloadEvent, type DownloadState, type FormatEntry } from '../../../shared/domain/downloadSteps.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { KindleInfoStep } from './KindleInfoStep.tsx';
import { useFormatName } from '../../entities/download/formatName.ts';

interface StepProps {
  product: ProductDetail;
  state: DownloadState;
  dispatch: (event: DownloadEvent) => void;
}

/** File sizes as the browser's locale writes kilobytes and megabytes. */
function formatSize(bytes: number | null | undefined): string {
  if (!bytes) return '';
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1_000, 1), 'kilobyte'];
  return new Intl.NumberFormat(undefined, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** The chosen format's name, expiry date and DRM note. */
function FormatFacts({ product, entry }: { product: ProductDetail; entry: FormatEntry }) {
  const { t } = useTranslation('downloads');
  const formatName = useFormatName();
  const session = useSession();
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  const full = product.availableReviewCopyFormats.find((f) => f.resourceId === entry.resourceId);
  return (
    <dl className="download-facts">
      <dt>{t('downloads.format')}</dt>
      <dd>{formatName(entry.format)}</dd>
      {full?.drcExpirationDate ? (
        <>
          <dt>{t('downloads.expires')}</dt>
          <dd>{formatDisplayDate(full.drcExpirationDate, country)}</dd>
        </>
      ) : null}
    </dl>
  );
}

function SelectFormat({ product, state, dispatch }: StepProps) {
  const { t } = useTranslation('downloads');
  const formatName = useFormatName();
  const legend = useId();
  if (state.formats.length === 0) return <p>{t('downloads.selectFormat.none')}</p>;
  return (
    <fieldset className="download-formats" aria-labelledby={legend}>
      <legend id={legend}>{t('downloads.selectFormat.heading')}</legend>
      {state.formats.map((f) => (
        <label key={f.resourceId} className="download-format">
          <input
            type="radio"
            name={`download-format-${product.sku}`}
            value={f.format}
            checked={state.format === f.format}
            onChange={() => dispatch({ type: 'chooseFormat', format: f.format })}
          />
          {formatName(f.format)}
        </label>
      ))}
    </fieldset>
  );
}

function KindleOverview({ product, state }: StepProps) {
  const { t } = useTranslation('downloads');
  const entry = selectedEntry(state);
  const method = state.preferences.kindleDownloadMethod;
  return (
    <>
      <h3>{t('downloads.kindleOverview.heading')}</h3>
      {entry ? <FormatFacts product={product} entry={entry} /> : null}
      {state.preferences.kindleEmail ? (
        <>
          <dl className="download-facts">
            <dt>{t('downloads.kindleOverview.sendTo')}</dt>
            <dd>{state.preferences.kindleEmail}</dd>
            {method === '1' || method === '2' ? (
              <>
                <dt>{t('downloads.kindleOverview.method')}</dt>
                <dd>{t(`downloads.kindleInfo.methods.${method}`)}</dd>
              </>
            ) : null}
          </dl>
          <p>{t('downloads.kindleOverview.text', { email: state.preferences.kindleEmail })}</p>
        </>
      ) : (
        <p>{t('downloads.kindleOverview.noEmail')}</p>
      )}
    </>
  );
}

function StandardOverview({ product, state }: StepProps) {
  const { t } = useTranslation('downloads');
  const formatName = useFormatName();
  const entry = selectedEntry(state);
  if (!entry) return null;
  const drm = product.availableReviewCopyFormats.find((f) => f.resourceId === entry.resourceId)?.drmMethod ?? 'open';
  return (
    <>
      <h3>{t('downloads.standardOverview.heading', { format: formatName(entry.format) })}</h3>
      <FormatFacts product={product} entry={entry} />
      <p className="download-note">{drm === 'open' ? t('downloads.open') : t('downloads.protected', { method: drm })}</p>
      {state.downloadStarted ? (
        <p className="download-done" role="status">
          {t('downloads.standardOverview.started')}
        </p>
      ) : null}
    </>
  );
}

function chapters(entry: FormatEntry): Array<[string, string, number | undefined]> {
  return Object.entries(entry.audioChapterUrlByChapter ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([chapter, url]) => [chapter, url, entry.audioChapterFileSizeByChapter?.[chapter]]);
}

function AudioOverview({ product, state }: StepProps) {
  const { t } = useTranslation('downloads');
  const entry = selectedEntry(state);
  if (!entry) return null;
  const count = chapters(entry).length;
  return (
    <>
      <h3>{t('downloads.audioOverview.heading')}</h3>
      <FormatFacts product={product} entry={entry} />
      <ul className="download-audio-facts">
        {count ? <li>{t('downloads.audioOverview.chapters', { count })}</li> : null}
        {entry.audioZipUrl ? <li>{t('downloads.audioOverview.zip', { size: formatSize(entry.audioZipFileSize) })}</li> : null}
      </ul>
    </>
  );
}

function AudioDownload({ state, dispatch }: StepProps) {
  const { t } = useTranslation('downloads');
  const entry = selectedEntry(state);
  if (!entry) return null;
  return (
    <>
      <h3>{t('downloads.audioDownload.heading')}</h3>
      <ul className="download-audio-files">
        <li>
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'download', url: audioDownloadUrl(entry) })}>
            {t('downloads.audioDownload.zip', { size: formatSize(entry.audioZipFileSize) })}
          </button>
        </li>
        {chapters(entry).map(([chapter, url, size]) => (
          <li key={chapter}>
            <button type="button" className="link-button" onClick={() => dispatch({ type: 'download', url })}>
              {t('downloads.audioDownload.chapter', { chapter, size: formatSize(size) })}
            </button>
          </li>
        ))}
      </ul>
      {state.downloadStarted ? (
        <p className="download-done" role="status">
          {t('downloads.audioDownload.started')}
        </p>
      ) : null}
    </>
  );
}

function ExternalUrlOverview({ state }: StepProps) {
  const { t } = useTranslation('downloads');
  return (
    <>
      <h3>{t('downloads.externalUrlOverview.heading')}</h3>
      <p>{t('downloads.externalUrlOverview.text')}</p>
      {state.downloadStarted ? (
        <p className="download-done" role="status">
          {t('downloads.externalUrlOverview.opened')}
        </p>
      ) : null}
    </>
  );
}

/** The body of the current step. */
export function DownloadStepView(props: StepProps) {
  switch (props.state.step) {
    case 'selectFormat':
      return <SelectFormat {...props} />;
    case 'kindleInfo':
      return <KindleInfoStep state={props.state} dispatch={props.dispatch} />;
    case 'kindleOverview':
      return <KindleOverview {...props} />;
    case 'standardOverview':
      return <StandardOverview {...props} />;
    case 'audioOverview':
      return <AudioOverview {...props} />;
    case 'audioDownload':
      return <AudioDownload {...props} />;
    case 'externalUrlOverview':
      return <ExternalUrlOverview {...props} />;
  }
}
