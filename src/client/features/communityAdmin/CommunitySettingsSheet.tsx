import { IonAlert } from '@ionic/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Community } from '../../../shared/contracts/communities.ts';
import { communityFormProblems, type CommunityFormProblems, type CommunityFormValues } from '../../../shared/domain/communityForm.ts';
import { isOpen } from '../../entities/community/membership.ts';
import { FormSheet } from '../../ui/FormSheet.tsx';
import { CommunityFields } from './CommunityFields.tsx';
import { useDeleteCommunity, useOpenCommunity, useRenameCommunity } from './mutations.ts';

export interface CommunitySettingsSheetProps {
  community: Community;
  onClosed: () => void;
  /** The community was deleted (or its deletion waits offline): the screen leaves its home. */
  onDeleted: () => void;
}

/**
 * An owner's community settings: rename and describe it; open an invited one (its codes go); delete it, after an
 * alert asking to confirm. The server checks the owner again (403 for anyone else).
 */
export default function CommunitySettingsSheet({ community, onClosed, onDeleted }: CommunitySettingsSheetProps) {
  const { t } = useTranslation('communities');
  const rename = useRenameCommunity();
  const open = useOpenCommunity();
  const remove = useDeleteCommunity();
  const [values, setValues] = useState<CommunityFormValues>({ name: community.name, description: community.description, code: '' });
  const [problems, setProblems] = useState<CommunityFormProblems>({});
  const [confirming, setConfirming] = useState(false);
  // Read by the sheet while the alert is open over it: Escape, the backdrop and a swipe are the alert's then.
  const alertOpen = useRef(false);
  const confirm = (open: boolean) => {
    alertOpen.current = open;
    setConfirming(open);
  };
  // The sheet closes and the screen is left once both the alert has gone and the deletion is done (or queued).
  const leaving = useRef({ dismissed: false, deleted: false, close: () => {} });
  const leaveWhen = (step: 'dismissed' | 'deleted') => {
    leaving.current[step] = true;
    if (leaving.current.dismissed && leaving.current.deleted) {
      leaving.current.close();
      onDeleted();
    }
  };
  const invited = !isOpen(community);

  const submit = (close: () => void) => async (e: FormEvent) => {
    e.preventDefault();
    const found = communityFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const outcome = await rename
      .mutateAsync({ communityId: community.id, name: values.name.trim(), description: values.description.trim() })
      .catch(() => null);
    if (outcome) close();
  };

  return (
    <FormSheet
      heading={t('communities.admin.settings')}
      closeLabel={t('communities.admin.close')}
      onClosed={onClosed}
      paused={() => alertOpen.current}
    >
      {(close) => (
        <>
          <form onSubmit={(e) => void submit(close)(e)} noValidate>
            <CommunityFields values={values} problems={problems} withCode={false} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
            <div className="form-actions">
              <button type="submit" className="form-button is-primary" disabled={rename.isPending}>
                {t('communities.admin.save')}
              </button>
            </div>
          </form>
          <section className="form-section" aria-labelledby="community-settings-access">
            <h3 id="community-settings-access">{t('communities.admin.access')}</h3>
            <p className="form-hint">{invited ? t('communities.admin.invitedHint') : t('communities.admin.openHint')}</p>
            {invited ? (
              <button
                type="button"
                className="form-button"
                disabled={open.isPending}
                onClick={() => open.mutate({ communityId: community.id, name: community.name }, { onSuccess: close })}
              >
                {t('communities.admin.open')}
              </button>
            ) : null}
          </section>
          <section className="form-section" aria-labelledby="community-settings-delete">
            <h3 id="community-settings-delete">{t('communities.admin.deleteTitle')}</h3>
            <p className="form-hint">{t('communities.admin.deleteHint')}</p>
            <button
              type="button"
              className="form-button is-danger"
              disabled={remove.isPending}
              onClick={() => {
                leaving.current = { dismissed: false, deleted: false, close };
                confirm(true);
              }}
            >
              {t('communities.admin.delete')}
            </button>
          </section>
          <IonAlert
            isOpen={confirming}
            header={t('communities.admin.deleteConfirmTitle', { name: community.name })}
            message={t('communities.admin.deleteConfirm')}
            onDidDismiss={() => {
              confirm(false);
              leaveWhen('dismissed');
            }}
            buttons={[
              { text: t('communities.cancel'), role: 'cancel' },
              {
                text: t('communities.admin.delete'),
                role: 'destructive',
                handler: () => {
                  remove.mutate({ communityId: community.id, name: community.name }, { onSuccess: () => leaveWhen('deleted') });
                },
              },
            ]}
          />
        </>
      )}
    </FormSheet>
  );
}
