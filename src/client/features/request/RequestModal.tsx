import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { missingShipping } from '../../../shared/domain/printRequest.ts';
import { requestModalStep } from '../../../shared/domain/requestModal.ts';
import { EVALUATION_TYPES } from '../../../shared/domain/requests.ts';
import { showToast } from '../../lib/toast.ts';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { useModalFocus } from '../../ui/focusTrap.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { Jacket } from '../../entities/title/Jacket.tsx';
import { Dialog, isRequestDialogOpen, MessageDialog } from './Dialog.tsx';
import { failureText, usePrintRequest, useRequestGalley, useSaveEvaluationType } from './mutations.ts';
import { ProfileEditor } from './ProfileEditor.tsx';
import { evaluationTypePreferenceQuery, requestProfileQuery } from '../../entities/request/queries.ts';
import { ShippingFields, type Shipping } from './ShippingFields.tsx';
import './requests.css';

export type RequestableProduct = Pick<Product, 'sku' | 'name' | 'author' | 'images' | 'isRequestable' | 'isPrcRequestable'>;

const PURPOSES = [1, 2, 3, 4] as const;

/**
 * The review copy request modal of seed 3 (700 px wide; on a phone a bottom sheet, ui/BottomSheet): request type
 * (digital, or print when the title has print copies), evaluation purpose 1-4 (course adoption adds department, course
 * and enrollment), the requester's profile with a nested editor (tabs Overview and Links), a reason, and for print the
 * shipping address and phone. States: open with form, editing profile, sending, success, failure
 * (domain/requestModal.ts); the result dialog closes on OK. A reply code other than SUCCESS shows the server's text in
 * the error dialog. Nothing closes it while the request is on its way.
 */
export function RequestModal({ product, onClose }: { product: RequestableProduct; onClose: () => void }) {
  const small = useIsSmallScreen();
  const closeButton = useRef<HTMLButtonElement>(null);
  const sendingRef = useRef(false);
  // The sheet stays while the request is sent and while a result dialog is open above it.
  const paused = useCallback(() => sendingRef.current || isRequestDialogOpen(), []);
  if (!small)
    return <RequestForm product={product} onClose={onClose} frame={DialogFrame} paused={paused} closeButton={closeButton} sendingRef={sendingRef} />;
  return (
    <BottomSheet onClosed={onClose} paused={paused} onPresented={() => closeButton.current?.focus()}>
      {(close) => (
        <RequestForm product={product} onClose={close} frame={SheetFrame} paused={paused} closeButton={closeButton} sendingRef={sendingRef} />
      )}
    </BottomSheet>
  );
}

interface FrameProps {
  labelledBy: string;
  locked: boolean;
  onClose: () => void;
  paused: () => boolean;
  first: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** On a desktop: a native modal dialog, centred. */
function DialogFrame({ labelledBy, locked, onClose, children }: FrameProps) {
  return (
    <Dialog labelledBy={labelledBy} className="request-modal" locked={locked} onClose={onClose}>
      {children}
    </Dialog>
  );
}

/** On a phone: the sheet's panel, a modal dialog with its keyboard handling (focus, Escape, Tab kept inside). */
function SheetFrame({ labelledBy, onClose, paused, first, children }: FrameProps) {
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel, first, onClose, paused);
  return (
    <section ref={panel} className="request-sheet bottom-sheet-panel" role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}

function RequestForm({
  product,
  onClose,
  frame: Frame,
  paused,
  closeButton,
  sendingRef,
}: {
  product: RequestableProduct;
  onClose: () => void;
  frame: (props: FrameProps) => ReactNode;
  paused: () => boolean;
  closeButton: RefObject<HTMLButtonElement | null>;
  sendingRef: RefObject<boolean>;
}) {
  const { t } = useTranslation(['requests', 'common']);
  const session = useSignedInUser();
  const headingId = useId();
  const ids = { purpose: useId(), reason: useId(), department: useId(), course: useId(), enrollment: useId() };
  const [state, dispatch] = useReducer(requestModalStep, { step: 'form' });
  const profile = useQuery(requestProfileQuery);
  const savedPurpose = useQuery(evaluationTypePreferenceQuery);
  const requestGalley = useRequestGalley();
  const printRequest = usePrintRequest();
  const saveEvaluationType = useSaveEvaluationType();

  const [kind, setKind] = useState<'digital' | 'print'>(product.isRequestable || !product.isPrcRequestable ? 'digital' : 'print');
  const [purpose, setPurpose] = useState<number | null>(null);
  const [course, setCourse] = useState({ department: '', course: '', enrollment: '' });
  const [reason, setReason] = useState('');
  const address = session?.user.organization.address;
  const [shipping, setShipping] = useState<Shipping>({
    fullName: session ? `${session.user.user.firstName} ${session.user.user.lastName}`.trim() : '',
    streetAddress1: '',
    city: address?.city ?? '',
    stateProvince: address?.stateProvince ?? '',
    postalCode: '',
    country: address?.country ?? '',
    phoneNumber: '',
    requestMessage: '',
  });

  // The last evaluation purpose chosen (preference DARC/evaluationType) is the first choice.
  useEffect(() => {
    if (purpose === null && savedPurpose.data) setPurpose(savedPurpose.data);
  }, [purpose, savedPurpose.data]);
  useEffect(() => {
    if (state.step === 'closed') onClose();
  }, [state.step, onClose]);

  const courseAdoption = purpose === EVALUATION_TYPES.courseAdoption;
  const overview = profile.data?.roleDescription.trim() ?? '';

  async function send() {
    if (purpose === null) return;
    dispatch({ type: 'send' });
    if (purpose !== savedPurpose.data) saveEvaluationType.mutate(purpose);
    const courseFields = courseAdoption ? course : {};
    try {
      let outcome;
      if (kind === 'print') {
        const { phoneNumber, requestMessage, ...postal } = shipping;
        if (missingShipping(postal, phoneNumber).length > 0) {
          dispatch({ type: 'failed', text: t('requests.modal.provideShipping') });
          return;
        }
        const attributes = courseAdoption
          ? (
              [
                [1, course.department],
                [2, course.course],
                [3, course.enrollment],
              ] as const
            ).flatMap(([type, value]) => (value.trim() ? [{ type, value }] : []))
          : [];
        outcome = await printRequest.mutateAsync({
          sku: product.sku,
          type: 0,
          requestedQty: 1,
          requestType: 10,
          emailAddress: session?.user.user.email ?? '',
          sourceUserId: session?.userId,
          requestMessage,
          evaluationType: purpose,
          address: { ...postal, isDefault: true },
          phoneNumber,
          attributes,
        });
      } else {
        outcome = await requestGalley.mutateAsync({
          sku: product.sku,
          selectedTitleEvaluationPurposeTypeId: purpose,
          requestProfile: overview,
          ...courseFields,
          requestReason: reason,
        });
      }
      if (outcome.state === 'queued') {
        // Offline: the request waits in the outbox; the server applies the publisher's rule when it is sent.
        dispatch({ type: 'succeeded', text: t('common:changes.queued') });
        return;
      }
      const reply = outcome.data;
      if (reply.code === 'SUCCESS') {
        showToast(t('requests.modal.sent', { title: product.name }));
        dispatch({ type: 'succeeded', text: reply.text });
      } else {
        dispatch({ type: 'failed', text: reply.text });
      }
    } catch (error) {
      dispatch({ type: 'failed', text: failureText(t, error) });
    }
  }

  const sending = state.step === 'sending';
  useEffect(() => {
    sendingRef.current = sending;
  }, [sendingRef, sending]);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  return (
    <Frame labelledBy={headingId} locked={sending} paused={paused} first={closeButton} onClose={close}>
      <header className="request-modal-header">
        <h2 id={headingId}>{t('requests.modal.title')}</h2>
        <button
          ref={closeButton}
          type="button"
          className="request-close"
          aria-label={t('requests.modal.close')}
          disabled={sending}
          onClick={() => dispatch({ type: 'close' })}
        >
          ✕
        </button>
      </header>
      <div className="request-modal-body" aria-busy={sending}>
        <div className="request-title">
          <Jacket product={product} requestHeight={200} drawHeight={90} />
          <div>
            <strong>{product.name}</strong>
            <div>{product.author}</div>
          </div>
        </div>
        {state.step === 'editingProfile' && profile.data ? (
          <ProfileEditor profile={profile.data} onDone={() => dispatch({ type: 'closeProfile' })} />
        ) : (
          <form
            className="request-form"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            {product.isPrcRequestable && product.isRequestable ? (
              <fieldset className="request-fieldset request-choices">
                <legend>{t('requests.modal.requestType')}</legend>
                {(['digital', 'print'] as const).map((k) => (
                  <label key={k} className="request-choice">
                    <input type="radio" name="requestType" value={k} checked={kind === k} onChange={() => setKind(k)} /> {t(`requests.modal.${k}`)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <fieldset className="request-fieldset request-choices" aria-describedby={purpose === null ? ids.purpose : undefined}>
              <legend>{t('requests.modal.purpose')}</legend>
              {PURPOSES.map((p) => (
                <label key={p} className="request-choice">
                  <input type="radio" name="purpose" value={p} checked={purpose === p} onChange={() => setPurpose(p)} />{' '}
                  {t(`requests.modal.purposes.${p}`)}
                </label>
              ))}
              {purpose === null ? (
                <p id={ids.purpose} className="request-hint">
                  {t('requests.modal.choosePurpose')}
                </p>
              ) : null}
            </fieldset>
            {courseAdoption ? (
              <div className="request-grid">
                {(['department', 'course', 'enrollment'] as const).map((name) => (
                  <div key={name} className="request-field">
                    <label htmlFor={ids[name]}>{t(`requests.modal.${name}`)}</label>
                    <input
                      id={ids[name]}
                      className="request-input"
                      maxLength={200}
                      inputMode={name === 'enrollment' ? 'numeric' : undefined}
                      value={course[name]}
                      onChange={(event) => setCourse({ ...course, [name]: event.target.value })}
                    />
                  </div>
                ))}
              </div>
            ) : null}
            {kind === 'digital' ? (
              <section className="request-profile" aria-label={t('requests.modal.profile')}>
                <h3>{t('requests.modal.profile')}</h3>
                {profile.isPending ? (
                  // The two lines of the profile (role summary, overview) and their terms.
                  <SkeletonLines label={t('requests.modal.profileLoading')} widths={['60%', '85%']} className="request-profile-skeleton" />
                ) : (
                  <dl>
                    <dt>{t('requests.modal.roleSummary')}</dt>
                    <dd>{profile.data?.roleSummary || t('requests.modal.noRoleSummary')}</dd>
                    <dt>{t('requests.modal.overview')}</dt>
                    <dd className="request-overview">{overview || t('requests.modal.noOverview')}</dd>
                  </dl>
                )}
                <button type="button" className="btn btn-secondary" disabled={!profile.data} onClick={() => dispatch({ type: 'editProfile' })}>
                  {t('requests.modal.editProfile')}
                </button>
              </section>
            ) : (
              <ShippingFields value={shipping} onChange={setShipping} />
            )}
            {kind === 'digital' ? (
              <div className="request-field">
                <label htmlFor={ids.reason}>{t('requests.modal.reason')}</label>
                <textarea
                  id={ids.reason}
                  className="request-input"
                  rows={3}
                  maxLength={2000}
                  placeholder={t('requests.modal.reasonPlaceholder')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
            ) : null}
            <div className="request-modal-actions">
              <button type="button" className="btn btn-secondary" disabled={sending} onClick={() => dispatch({ type: 'close' })}>
                {t('requests.modal.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={sending || purpose === null}>
                {sending ? t('requests.modal.sending') : t('requests.modal.send')}
              </button>
            </div>
          </form>
        )}
      </div>
      {state.step === 'success' || state.step === 'failure' ? (
        <MessageDialog
          title={t(state.step === 'success' ? 'requests.modal.successTitle' : 'requests.modal.failureTitle')}
          text={state.text}
          okLabel={t('requests.modal.ok')}
          onOk={() => dispatch({ type: 'ok' })}
        />
      ) : null}
    </Frame>
  );
}
