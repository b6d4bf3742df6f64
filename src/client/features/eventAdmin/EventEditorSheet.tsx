import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { BookEvent, EventBody } from '../../../shared/contracts/events.ts';
import {
  EVENT_FORM_LINK_KINDS,
  emptyEventForm,
  eventBody,
  eventFormProblems,
  eventFormValues,
  parseSkus,
  type EventFormField,
  type EventFormProblems,
  type EventFormValues,
} from '../../../shared/domain/eventForm.ts';
import { FormSheet } from '../../ui/FormSheet.tsx';
import { newPendingEventId, useSaveEvent } from './mutations.ts';
import { TitlePicker } from './TitlePicker.tsx';

export interface EventEditorSheetProps {
  /** The community a new event is for (an edited event keeps its own communities). */
  communityId: number;
  /** The event to edit; none creates one. */
  event?: BookEvent;
  onClosed: () => void;
}

/**
 * An owner's event form in a bottom sheet: title, start and end, venue, description, links (http/https), audiences
 * and the ISBNs of its titles of interest. Checked on the device first (shared/domain/eventForm.ts), then sent
 * through the outbox (saved offline, it waits and shows as pending).
 */
export default function EventEditorSheet({ communityId, event, onClosed }: EventEditorSheetProps) {
  const { t } = useTranslation('communities');
  const save = useSaveEvent();
  const [values, setValues] = useState<EventFormValues>(() => (event ? eventFormValues(event) : emptyEventForm()));
  const [problems, setProblems] = useState<EventFormProblems>({});
  const formId = useId();
  const set = (patch: Partial<EventFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (close: () => void) => async (e: FormEvent) => {
    e.preventDefault();
    const found = eventFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length) {
      // The first field with a problem takes the focus.
      document.querySelector<HTMLElement>(`[data-form="${formId}"] [aria-invalid="true"]`)?.focus();
      return;
    }
    const communityIds = event ? event.communities.map((c) => c.communityId) : [communityId];
    const body = eventBody(values, communityIds.length ? communityIds : [communityId], event?.sessionParentEventId ?? null) as EventBody;
    const outcome = await save.mutateAsync({ eventId: event?.id ?? newPendingEventId(), body }).catch(() => null);
    if (outcome) close();
  };

  const field = (name: EventFormField, label: string, input: (props: FieldProps) => ReactNode, hint?: string) => (
    <Field
      name={name}
      label={label}
      problem={problems[name] ? t(`communities.admin.problem.${problems[name]}`) : undefined}
      hint={hint}
      formId={formId}
    >
      {input}
    </Field>
  );

  return (
    <FormSheet
      heading={event ? t('communities.admin.editEvent') : t('communities.admin.newEvent')}
      closeLabel={t('communities.admin.close')}
      onClosed={onClosed}
    >
      {(close) => (
        <form data-form={formId} onSubmit={(e) => void submit(close)(e)} noValidate>
          {field('title', t('communities.admin.eventTitle'), (p) => (
            <input {...p} type="text" maxLength={200} value={values.title} onChange={(e) => set({ title: e.target.value })} />
          ))}
          <div className="form-row">
            {field('start', t('communities.admin.start'), (p) => (
              <input {...p} type="datetime-local" value={values.start} onChange={(e) => set({ start: e.target.value })} />
            ))}
            {field('end', t('communities.admin.end'), (p) => (
              <input {...p} type="datetime-local" value={values.end} onChange={(e) => set({ end: e.target.value })} />
            ))}
          </div>
          <fieldset className="form-field">
            <legend>{t('communities.admin.venue')}</legend>
            <div className="form-row">
              <PlainField label={t('communities.admin.venueName')} value={values.venueName} onChange={(venueName) => set({ venueName })} />
              <PlainField
                label={t('communities.admin.venueAddress')}
                value={values.venueAddress}
                onChange={(venueAddress) => set({ venueAddress })}
              />
              <PlainField label={t('communities.admin.venueCity')} value={values.venueCity} onChange={(venueCity) => set({ venueCity })} />
              <PlainField
                label={t('communities.admin.venueCountry')}
                value={values.venueCountry}
                onChange={(venueCountry) => set({ venueCountry })}
              />
            </div>
          </fieldset>
          <PlainField
            label={t('communities.admin.description')}
            value={values.description}
            multiline
            maxLength={5000}
            onChange={(description) => set({ description })}
          />
          <fieldset className="form-field">
            <legend>{t('communities.events.links')}</legend>
            {EVENT_FORM_LINK_KINDS.map((kind) =>
              field(`link.${kind}`, t(`communities.events.link.${kind}`), (p) => (
                <input
                  {...p}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  maxLength={2000}
                  value={values.links[kind]}
                  onChange={(e) => set({ links: { ...values.links, [kind]: e.target.value } })}
                />
              )),
            )}
          </fieldset>
          <PlainField
            label={t('communities.admin.audiences')}
            hint={t('communities.admin.audiencesHint')}
            value={values.audiences}
            onChange={(audiences) => set({ audiences })}
          />
          <TitlePicker chosen={parseSkus(values.skus)} onAdd={(sku) => setValues((v) => ({ ...v, skus: [...parseSkus(v.skus), sku].join(', ') }))} />
          {field(
            'skus',
            t('communities.admin.skus'),
            (p) => (
              <textarea {...p} rows={2} value={values.skus} onChange={(e) => set({ skus: e.target.value })} />
            ),
            t('communities.admin.skusHint'),
          )}
          <div className="form-actions">
            <button type="button" className="form-button" onClick={close}>
              {t('communities.cancel')}
            </button>
            <button type="submit" className="form-button is-primary" disabled={save.isPending}>
              {event ? t('communities.admin.saveEvent') : t('communities.admin.createEvent')}
            </button>
          </div>
        </form>
      )}
    </FormSheet>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A labelled field whose input the caller draws, with its hint and its problem (which the input names). */
function Field({
  name,
  label,
  problem,
  hint,
  formId,
  children,
}: {
  name: string;
  label: string;
  problem: string | undefined;
  hint?: string | undefined;
  formId: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = `${formId}-${name.replace('.', '-')}`;
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': described })}
      {hint ? (
        <span id={`${id}-hint`} className="form-hint">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text field with nothing to check. */
function PlainField({
  label,
  value,
  onChange,
  hint,
  multiline,
  maxLength = 200,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
}) {
  const id = useId();
  const props = { id, value, maxLength, 'aria-describedby': hint ? `${id}-hint` : undefined };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...props} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <span id={`${id}-hint`} className="form-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
