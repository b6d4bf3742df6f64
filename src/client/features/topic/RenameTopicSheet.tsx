import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPIC_NAME_MAX } from '../../../shared/contracts/conversations.ts';
import { FormSheet } from '../../ui/FormSheet.tsx';
import { useRenameTopic } from './mutations.ts';

export interface RenameTopicSheetProps {
  topic: { id: number; communityId: number; name: string };
  onClosed: () => void;
}

/** The topic owner's extra action (seed 3 §6, PUT /api/v1/conversations/topics): a new name, through the outbox. */
export default function RenameTopicSheet({ topic, onClosed }: RenameTopicSheetProps) {
  const { t } = useTranslation('conversations');
  const rename = useRenameTopic();
  const id = useId();
  const [name, setName] = useState(topic.name);
  const [problem, setProblem] = useState(false);
  const submit = (close: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setProblem(!name.trim());
    if (!name.trim()) return;
    if (name.trim() !== topic.name) rename.mutate({ id: topic.id, communityId: topic.communityId, name: name.trim() });
    close();
  };
  return (
    <FormSheet heading={t('conversations.topic.renameHeading')} closeLabel={t('conversations.close')} onClosed={onClosed}>
      {(close) => (
        <form onSubmit={submit(close)} noValidate>
          <div className="form-field">
            <label htmlFor={id}>{t('conversations.topic.name')}</label>
            <input
              id={id}
              type="text"
              value={name}
              maxLength={TOPIC_NAME_MAX}
              autoComplete="off"
              aria-invalid={problem}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {problem ? (
              <p id={`${id}-problem`} className="form-error" role="alert">
                {t('conversations.topic.nameRequired')}
              </p>
            ) : null}
          </div>
          <div className="form-actions">
            <button type="button" className="form-button" onClick={close}>
              {t('conversations.cancel')}
            </button>
            <button type="submit" className="form-button is-primary">
              {t('conversations.save')}
            </button>
          </div>
        </form>
      )}
    </FormSheet>
  );
}
