import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CollaborativeList } from '../../../shared/contracts/lists.ts';
import { listFilingQuery, type FiledTitle } from '../../entities/list/filing.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { ListDrawerShell } from './ListDrawerShell.tsx';
import { useFileList } from './filingMutation.ts';
import './lists.css';
import './listExtras.css';

const moved = (titles: FiledTitle[], from: number, to: number) => {
  const next = [...titles];
  const [title] = next.splice(from, 1);
  next.splice(to, 0, title!);
  return next;
};

/**
 * File titles (seed 3 §7 filing): the list's creator puts every title of the list in a new order, with Move up and
 * Move down on each; Save files them (through the outbox), and a list sorted by sequence shows that order.
 */
export default function FilingSheet({ list, onClose }: { list: CollaborativeList; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const filing = useQuery(listFilingQuery(list.id));
  const file = useFileList(list);
  const [order, setOrder] = useState<FiledTitle[] | null>(null);
  const titles = order ?? filing.data ?? [];
  const changed = order !== null && order.some((title, i) => title.sku !== filing.data?.[i]?.sku);
  const save = () => {
    if (!changed) return onClose();
    file.mutate({ skus: titles.map((title) => title.sku) });
    onClose();
  };
  let body;
  if (filing.isPending) body = <SkeletonLines widths={['70%', '60%', '80%', '50%']} label={t('lists.filing.loading')} />;
  else if (filing.isError)
    body = (
      <p className="empty-state" role="alert">
        {t('lists.issue')}
      </p>
    );
  else if (!titles.length) body = <p className="empty-state">{t('lists.filing.empty')}</p>;
  else
    body = (
      <ol className="list-filing" aria-label={t('lists.filing.order')}>
        {titles.map((title, i) => (
          <li key={title.sku} className="list-filing-row">
            <span className="list-filing-position">{i + 1}</span>
            <span className="list-filing-name">{title.name}</span>
            <button
              type="button"
              className="lists-button"
              disabled={i === 0}
              aria-label={t('lists.filing.up', { name: title.name })}
              onClick={() => setOrder(moved(titles, i, i - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="lists-button"
              disabled={i === titles.length - 1}
              aria-label={t('lists.filing.down', { name: title.name })}
              onClick={() => setOrder(moved(titles, i, i + 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    );
  return (
    <ListDrawerShell
      heading={t('lists.filing.heading', { name: list.name })}
      closeLabel={t('lists.editor.close')}
      onClose={onClose}
      footer={
        <div className="list-extras-row">
          <button type="button" className="lists-button" onClick={onClose}>
            {t('lists.filing.cancel')}
          </button>
          <button type="button" className="lists-button is-primary" disabled={!changed} onClick={save}>
            {t('lists.filing.save')}
          </button>
        </div>
      }
    >
      <div className="list-extras-part">
        <p className="list-filing-hint">{t('lists.filing.hint')}</p>
        {body}
      </div>
    </ListDrawerShell>
  );
}
