import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ListItem } from '../../../shared/contracts/lists.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PartBoundary } from '../../ui/lazyPart.tsx';
import { useRemoveFromList, useVote } from './mutations.ts';
import { ListCommentsSheet } from './parts.ts';
import './lists.css';

/**
 * Under each tile of a collaborative list: vote up, net votes, vote down (the user's vote pressed; the same vote
 * again takes it back), and Remove for the list's creator or whoever added the title (after a confirm).
 * Members vote; for anyone else `guard` (the page's membership gate) asks them to join or to sign in first. Without a
 * guard (the list not known yet) the net votes show alone.
 */
export function ListItemControls({
  listId,
  title,
  item,
  guard,
  commentCount,
}: {
  listId: number;
  title: Product;
  item: ListItem;
  /** The title's comments on the list (the page's extras query); undefined while unknown: no Comments button yet. */
  commentCount?: number | undefined;
  /** Runs a member action: at once for a member, after the membership or sign-in prompt for others. */
  guard?: ((action: () => void) => void) | undefined;
}) {
  const { t } = useTranslation('lists');
  const vote = useVote(listId);
  const remove = useRemoveFromList(listId);
  const [confirming, setConfirming] = useState(false);
  const [commenting, setCommenting] = useState(false);
  return (
    <div className="list-votes">
      {guard ? (
        <button
          type="button"
          className="list-vote"
          aria-pressed={item.state === 'upVote'}
          aria-label={t('lists.item.upVote', { name: title.name })}
          disabled={vote.isPending}
          onClick={() => guard(() => vote.mutate({ sku: title.sku, vote: 'upVote', from: item.state }))}
        >
          ▲
        </button>
      ) : null}
      <span className="list-net" data-testid="net-votes">
        {t('lists.item.netVotes', { count: item.netVotes })}
      </span>
      {guard ? (
        <button
          type="button"
          className="list-vote"
          aria-pressed={item.state === 'downVote'}
          aria-label={t('lists.item.downVote', { name: title.name })}
          disabled={vote.isPending}
          onClick={() => guard(() => vote.mutate({ sku: title.sku, vote: 'downVote', from: item.state }))}
        >
          ▼
        </button>
      ) : null}
      {guard && commentCount !== undefined ? (
        <button
          type="button"
          className="lists-button"
          aria-label={t('lists.item.commentsLabel', { name: title.name, count: commentCount })}
          onClick={() => guard(() => setCommenting(true))}
        >
          {t('lists.item.comments', { count: commentCount })}
        </button>
      ) : null}
      {commenting ? (
        <PartBoundary>
          <ListCommentsSheet listId={listId} sku={title.sku} name={title.name} onClose={() => setCommenting(false)} />
        </PartBoundary>
      ) : null}
      {item.canRemove ? (
        <button
          type="button"
          className="lists-button"
          aria-label={t('lists.item.removeLabel', { name: title.name })}
          onClick={() => setConfirming(true)}
        >
          {t('lists.item.remove')}
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={t('lists.item.removeConfirm')}
          confirmLabel={t('lists.item.remove')}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate(title.sku, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </div>
  );
}
