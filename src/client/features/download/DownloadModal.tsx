import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { REVIEW_COPY_FORMAT } from '../../../shared/domain/reviewCopyFormats.ts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import type { ReviewCopyDownloadPreferences } from '../../../shared/contracts/preferences.ts';
import {
  backStep,
  canContinue,
  canSendToKindle,
  startDownload,
  transition,
  type DownloadEffect,
  type DownloadEvent,
  type DownloadState,
} from '../../../shared/domain/downloadSteps.ts';
import { NetworkError } from '../../lib/api.ts';
import { useModalFocus } from '../../ui/focusTrap.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { DownloadStepView } from './DownloadStepView.tsx';
import { KindleSendInfo } from './KindleSendInfo.tsx';
import {
  refreshDownloads,
  reviewCopyDownloadPreferencesQuery,
  sendToKindle,
  useSaveKindlePreferences,
  useSavePreferredFormat,
  withKindle,
} from '../../entities/download/queries.ts';
import { keepForReader } from './readerCopy.ts';
import './downloads.css';

/** The server records a download when the new window fetches the file: the list is read again once more a little later. */
const SECOND_REFRESH_MS = 2_000;

interface DownloadModalProps {
  product: ProductDetail;
  onClose: () => void;
}

/**
 * The 'Download and read {title}' modal of seed 2. Loads the review copy download preferences, then runs the
 * download steps (shared/domain/downloadSteps.ts); each step has Back, Continue or Download and the online reader link.
 */
export default function DownloadModal({ product, onClose }: DownloadModalProps) {
  const { t } = useTranslation('downloads');
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const infoOpen = useRef(false);
  const preferences = useQuery(reviewCopyDownloadPreferencesQuery);
  useModalFocus(panel, closeButton, onClose, () => infoOpen.current);
  const hasEpub = product.availableReviewCopyFormats.some((f) => f.format === REVIEW_COPY_FORMAT.epub);

  return createPortal(
    <div
      className="download-backdrop"
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && !infoOpen.current && onClose()}
    >
      <section ref={panel} className="download-dialog" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <header className="download-header">
          <h2 id={headingId}>{t('downloads.title', { title: product.name })}</h2>
          <button ref={closeButton} type="button" className="download-close" aria-label={t('downloads.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        {preferences.isPending ? (
          <SkeletonLines label={t('downloads.loading')} widths={['45%', '80%', '70%', '60%']} className="download-body download-skeleton" />
        ) : preferences.isError ? (
          <div className="download-body" role="alert">
            <p>{preferences.error instanceof NetworkError ? t('downloads.offline') : t('downloads.loadError')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void preferences.refetch()}>
              {t('downloads.retry')}
            </button>
          </div>
        ) : (
          <DownloadSteps product={product} preferences={preferences.data} onClose={onClose} infoOpen={infoOpen} />
        )}
        {hasEpub ? (
          <footer className="download-reader">
            <Link to="/read/$sku" params={{ sku: product.sku }} title={t('downloads.readOnlineHint')}>
              {t('downloads.readOnline')}
            </Link>
          </footer>
        ) : null}
      </section>
    </div>,
    document.body,
  );
}

interface DownloadStepsProps {
  product: ProductDetail;
  preferences: ReviewCopyDownloadPreferences;
  onClose: () => void;
  infoOpen: { current: boolean };
}

/** The steps themselves: the state machine's state, and its effects carried out in the same click (no pop-up blocking). */
function DownloadSteps({ product, preferences, onClose, infoOpen }: DownloadStepsProps) {
  const { t } = useTranslation('downloads');
  const client = useQueryClient();
  const router = useRouter();
  /** The EPUB downloaded is kept on this device for the web reader too. */
  const [kept, setKept] = useState(false);
  const saveKindle = useSaveKindlePreferences();
  const savePreferredFormat = useSavePreferredFormat();
  const [state, setState] = useState<DownloadState>(() => startDownload(product.availableReviewCopyFormats, preferences));
  const current = useRef(state);

  const runEffect = useRef<(effect: DownloadEffect) => void>(() => {});
  const dispatch = useCallback(
    (event: DownloadEvent) => {
      const next = transition(current.current, event);
      current.current = next.state;
      infoOpen.current = next.state.kindleSend !== 'idle';
      setState(next.state);
      next.effects.forEach((effect) => runEffect.current(effect));
    },
    [infoOpen],
  );

  runEffect.current = (effect: DownloadEffect) => {
    switch (effect.type) {
      case 'savePreferredFormat':
        savePreferredFormat.mutate(effect.format);
        break;
      case 'saveKindle':
        saveKindle.mutate(
          { method: effect.method, kindleEmail: effect.kindleEmail },
          {
            // Queued offline: the saved preferences are the ones just chosen.
            onSuccess: (outcome) =>
              dispatch({
                type: 'kindleSaved',
                preferences: outcome.state === 'applied' ? outcome.data : withKindle(current.current.preferences, effect.method, effect.kindleEmail),
              }),
            onError: () => dispatch({ type: 'kindleSaveFailed' }),
          },
        );
        break;
      case 'sendToKindle':
        sendToKindle(effect.resourceId).then(
          () => dispatch({ type: 'sendSucceeded' }),
          () => dispatch({ type: 'sendFailed' }),
        );
        break;
      case 'openDownload':
      case 'openExternal':
        // A new window, opened within the click that asked for it.
        window.open(effect.url, '_blank', 'noopener');
        break;
      case 'keepForReader':
        keepForReader(product, effect.resourceId, router, client).then(setKept, (error: unknown) =>
          console.warn('the galley was not kept for the web reader', error),
        );
        break;
      case 'refreshDownloads':
        void refreshDownloads(client);
        window.setTimeout(() => void refreshDownloads(client), SECOND_REFRESH_MS);
        break;
      case 'close':
        onClose();
        break;
    }
  };

  // A new step: its body takes the focus (the button that led there may be gone).
  const body = useRef<HTMLDivElement>(null);
  const firstStep = useRef(state.step);
  useEffect(() => {
    if (state.step !== firstStep.current) {
      firstStep.current = state.step;
      body.current?.focus();
    }
  }, [state.step]);

  const dismissInfo = useCallback(() => dispatch({ type: 'dismissInfo' }), [dispatch]);
  const back = backStep(state);
  const kindleOverview = state.step === 'kindleOverview';
  const downloadStep = state.step === 'standardOverview' || state.step === 'audioDownload';
  const continueStep =
    state.step === 'selectFormat' || state.step === 'kindleInfo' || state.step === 'audioOverview' || state.step === 'externalUrlOverview';

  return (
    <>
      <div ref={body} className="download-body" tabIndex={-1} data-step={state.step}>
        <DownloadStepView product={product} state={state} dispatch={dispatch} />
        {kept && state.step === 'standardOverview' ? (
          <p className="download-done" role="status">
            {t('downloads.standardOverview.keptForReader')}
          </p>
        ) : null}
      </div>
      <div className="download-actions">
        {back ? (
          <button type="button" className="btn btn-secondary" onClick={() => dispatch({ type: 'back' })} disabled={state.saving}>
            {t('downloads.back')}
          </button>
        ) : null}
        {continueStep ? (
          <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'continue' })} disabled={!canContinue(state)}>
            {state.saving ? t('downloads.kindleInfo.saving') : t('downloads.continue')}
          </button>
        ) : null}
        {kindleOverview ? (
          <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'send' })}>
            {canSendToKindle(state) ? t('downloads.send') : t('downloads.continue')}
          </button>
        ) : null}
        {downloadStep ? (
          <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'download' })}>
            {t('downloads.download')}
          </button>
        ) : null}
      </div>
      {state.kindleSend !== 'idle' ? (
        <KindleSendInfo status={state.kindleSend} title={product.name} email={state.preferences.kindleEmail} onDismiss={dismissInfo} />
      ) : null}
    </>
  );
}
