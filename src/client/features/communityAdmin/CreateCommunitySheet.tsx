import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import {
  communityFormProblems,
  createCommunityBody,
  type CommunityFormProblems,
  type CommunityFormValues,
} from '../../../shared/domain/communityForm.ts';
import { FormSheet } from '../../ui/FormSheet.tsx';
import { CommunityFields } from './CommunityFields.tsx';
import { useCreateCommunity } from './mutations.ts';

export interface CreateCommunitySheetProps {
  onClosed: () => void;
  /** The server made it: its id (the screen opens its home). */
  onCreated: (communityId: number) => void;
}

/** Create a community: name, description and an optional join code (with one, it is invited: joined with the code only). */
export default function CreateCommunitySheet({ onClosed, onCreated }: CreateCommunitySheetProps) {
  const { t } = useTranslation('communities');
  const create = useCreateCommunity();
  const [values, setValues] = useState<CommunityFormValues>({ name: '', description: '', code: '' });
  const [problems, setProblems] = useState<CommunityFormProblems>({});
  const submit = (close: () => void) => async (e: FormEvent) => {
    e.preventDefault();
    const found = communityFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const outcome = await create.mutateAsync(createCommunityBody(values)).catch(() => null);
    if (!outcome) return;
    close();
    if (outcome.state === 'applied') onCreated(outcome.data.id);
  };
  return (
    <FormSheet heading={t('communities.admin.createTitle')} closeLabel={t('communities.admin.close')} onClosed={onClosed}>
      {(close) => (
        <form onSubmit={(e) => void submit(close)(e)} noValidate>
          <CommunityFields values={values} problems={problems} withCode onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
          <div className="form-actions">
            <button type="button" className="form-button" onClick={close}>
              {t('communities.cancel')}
            </button>
            <button type="submit" className="form-button is-primary" disabled={create.isPending}>
              {t('communities.admin.create')}
            </button>
          </div>
        </form>
      )}
    </FormSheet>
  );
}
