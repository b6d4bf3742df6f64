import { IonAlert } from '@ionic/react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { BookEvent } from '../../../shared/contracts/events.ts';
import { eventResources } from '../../entities/event/eventEdits.ts';
import { PendingMark } from '../../ui/PendingMark.tsx';
import EventEditorSheet from './EventEditorSheet.tsx';
import { useDeleteEvent } from './mutations.ts';

/**
 * On an event's details, for those who may edit it (its owner, an owner of its communities): Edit event (the form in
 * a sheet) and Delete event (after an alert), both through the outbox; 'Pending' while a change of it waits.
 */
export default function EventOwnerActions({ event, communityId, onDeleted }: { event: BookEvent; communityId: number; onDeleted: () => void }) {
  const { t } = useTranslation('communities');
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The screen is left once both the alert has gone and the deletion is done (or queued): leaving with the alert
  // still on screen would leave it behind.
  const leaving = useRef({ dismissed: false, deleted: false });
  const leaveWhen = (step: 'dismissed' | 'deleted') => {
    leaving.current[step] = true;
    if (leaving.current.dismissed && leaving.current.deleted) onDeleted();
  };
  return (
    <div className="community-actions event-owner-actions">
      <PendingMark resources={[eventResources.event(event.id)]} />
      <button type="button" className="community-button" onClick={() => setEditing(true)}>
        {t('communities.admin.editEvent')}
      </button>
      <button
        type="button"
        className="community-button"
        disabled={remove.isPending}
        onClick={() => {
          leaving.current = { dismissed: false, deleted: false };
          setConfirming(true);
        }}
      >
        {t('communities.admin.deleteEvent')}
      </button>
      {editing ? <EventEditorSheet communityId={communityId} event={event} onClosed={() => setEditing(false)} /> : null}
      <IonAlert
        isOpen={confirming}
        header={t('communities.admin.deleteEventConfirmTitle', { name: event.title })}
        message={t('communities.admin.deleteEventConfirm')}
        onDidDismiss={() => {
          setConfirming(false);
          leaveWhen('dismissed');
        }}
        buttons={[
          { text: t('communities.cancel'), role: 'cancel' },
          {
            text: t('communities.admin.deleteEvent'),
            role: 'destructive',
            handler: () => remove.mutate({ eventId: event.id, title: event.title }, { onSuccess: () => leaveWhen('deleted') }),
          },
        ]}
      />
    </div>
  );
}
