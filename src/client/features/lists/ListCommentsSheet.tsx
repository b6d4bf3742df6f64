import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { LIST_COMMENT_MAX, LIST_QUANTITY_MAX, type ListComment } from '../../../shared/contracts/listExtras.ts';
import { PendingLabel } from '../../ui/PendingMark.tsx';
import { useSession } from '../../entities/session/useSession.ts';
import { listExtrasQuery } from '../../entities/list/queries.ts';
import { isPendingComment, temporaryCommentId } from '../../entities/list/listEdits.ts';
import { ListDrawerShell } from './ListDrawerShell.tsx';
import { useAddListComment, useEditListComment, useRemoveListComment, useSetQuantity } from './extrasMutations.ts';
import './lists.css';
import './listExtras.css';

interface SheetProps {
  listId: number;
  sku: string;
  name: string;
  onClose: () => void;
}

/** The user's quantity of the title (add, change, remove) beside everyone's total. */
function QuantityPart({ listId, sku }: { listId: number; sku: string }) {
  const { t } = useTranslation('lists');
  const extras = useQuery(listExtrasQuery(listId));
  const row = extras.data?.quantities.find((q) => q.sku === sku);
  const mine = row?.quantity ?? 0;
  const [draft, setDraft] = useState(mine ? String(mine) : '');
  const setQuantity = useSetQuantity(listId);
  const value = Number(draft);
  const valid = /^\d+$/.test(draft.trim()) && value >= 1 && value <= LIST_QUANTITY_MAX;
  return (
    <section className="list-extras-part" aria-label={t('lists.extras.quantity')}>
      <h3>{t('lists.extras.quantity')}</h3>
      <p data-testid="quantity-total">{t('lists.extras.total', { mine, total: row?.totalQuantity ?? 0 })}</p>
      <div className="list-extras-row">
        <label className="list-extras-field">
          <span>{t('lists.extras.yourQuantity')}</span>
          <input type="number" inputMode="numeric" min={1} max={LIST_QUANTITY_MAX} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button
          type="button"
          className="lists-button is-primary"
          disabled={!valid || value === mine}
          onClick={() => setQuantity.mutate({ sku, quantity: value, had: mine })}
        >
          {mine ? t('lists.extras.changeQuantity') : t('lists.extras.addQuantity')}
        </button>
        {mine ? (
          <button
            type="button"
            className="lists-button"
            onClick={() => {
              setDraft('');
              setQuantity.mutate({ sku, quantity: 0, had: mine });
            }}
          >
            {t('lists.extras.removeQuantity')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** One comment: author, date, text (plain text); the author edits or removes it once the server has it. */
function CommentRow({ listId, comment, mine }: { listId: number; comment: ListComment; mine: boolean }) {
  const { t, i18n } = useTranslation('lists');
  const [editing, setEditing] = useState<string | null>(null);
  const edit = useEditListComment(listId);
  const remove = useRemoveListComment(listId);
  const pending = isPendingComment(comment);
  const trimmed = editing?.trim() ?? '';
  return (
    <li className="list-comment" data-testid="list-comment">
      <p className="list-comment-head">
        <strong>{comment.displayName}</strong> <span className="lists-meta">{new Date(comment.createdDate).toLocaleDateString(i18n.language)}</span>{' '}
        {pending ? <PendingLabel /> : null}
      </p>
      {editing === null ? (
        <p className="list-comment-text">{comment.text}</p>
      ) : (
        <textarea
          className="list-extras-text"
          aria-label={t('lists.extras.editLabel')}
          value={editing}
          maxLength={LIST_COMMENT_MAX}
          rows={3}
          onChange={(e) => setEditing(e.target.value)}
        />
      )}
      {mine && !pending ? (
        <div className="list-extras-row">
          {editing === null ? (
            <>
              <button type="button" className="lists-button" onClick={() => setEditing(comment.text)}>
                {t('lists.extras.edit')}
              </button>
              <button type="button" className="lists-button" onClick={() => remove.mutate({ id: comment.id, sku: comment.sku })}>
                {t('lists.extras.remove')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="lists-button is-primary"
                disabled={!trimmed || editing === comment.text}
                onClick={() => {
                  edit.mutate({ id: comment.id, sku: comment.sku, text: editing });
                  setEditing(null);
                }}
              >
                {t('lists.extras.save')}
              </button>
              <button type="button" className="lists-button" onClick={() => setEditing(null)}>
                {t('lists.extras.cancel')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** The comments of one title of the list, oldest first, and the new-comment box. */
function CommentsPart({ listId, sku }: { listId: number; sku: string }) {
  const { t } = useTranslation('lists');
  const session = useSession();
  const extras = useQuery(listExtrasQuery(listId));
  const [text, setText] = useState('');
  const add = useAddListComment(listId);
  const comments = extras.data?.comments.filter((c) => c.sku === sku) ?? [];
  const me = session.status === 'authenticated' ? session : null;
  const send = () => {
    if (!me || !text.trim()) return;
    const now = new Date().toISOString();
    const displayName = `${me.user.user.firstName} ${me.user.user.lastName}`.trim();
    add.mutate({ comment: { id: temporaryCommentId(), listId, sku, appUserId: me.userId, displayName, text, createdDate: now, updatedDate: now } });
    setText('');
  };
  return (
    <section className="list-extras-part" aria-label={t('lists.extras.comments')}>
      <h3>{t('lists.extras.comments')}</h3>
      {extras.isPending ? (
        <p className="lists-meta">{t('lists.extras.loading')}</p>
      ) : extras.isError && !extras.data ? (
        <p role="alert">{t('lists.extras.error')}</p>
      ) : comments.length === 0 ? (
        <p className="empty-state">{t('lists.extras.noComments')}</p>
      ) : (
        <ul className="list-comments">
          {comments.map((comment) => (
            <CommentRow key={comment.id} listId={listId} comment={comment} mine={comment.appUserId === me?.userId} />
          ))}
        </ul>
      )}
      <label className="list-extras-field">
        <span>{t('lists.extras.newComment')}</span>
        <textarea value={text} maxLength={LIST_COMMENT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" className="lists-button is-primary" disabled={!text.trim()} onClick={send}>
        {t('lists.extras.addComment')}
      </button>
    </section>
  );
}

/** A title's comments and quantities on the list (a drawer on desktop, a bottom sheet on phones). */
export default function ListCommentsSheet({ listId, sku, name, onClose }: SheetProps) {
  const { t } = useTranslation('lists');
  return (
    <ListDrawerShell heading={t('lists.extras.heading', { name })} closeLabel={t('lists.editor.close')} onClose={onClose}>
      <QuantityPart listId={listId} sku={sku} />
      <CommentsPart listId={listId} sku={sku} />
    </ListDrawerShell>
  );
}
