import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Catalog } from '../../../shared/contracts/catalogs.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { CollectionNameDialog } from './CollectionNameDialog.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useDeleteCollection, useRemoveFromCollection, useRenameCollection } from './mutations.ts';
import './stacks.css';

/**
 * The owner's controls on /catalog/{catalogId}: rename (the Create/Edit name dialog) and delete (after a confirm,
 * then back to Your Books). The catalogue only loads for its owner (others get 404), so having it means owning it.
 */
export function CatalogOwnerActions({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation('stacks');
  const navigate = useNavigate();
  const rename = useRenameCollection();
  const remove = useDeleteCollection(() => navigate({ to: '/yourbooks' }));
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="catalog-owner-actions">
      <button type="button" className="stacks-button" onClick={() => setDialog('rename')}>
        {t('stacks.catalog.rename')}
      </button>
      <button type="button" className="stacks-button" onClick={() => setDialog('delete')}>
        {t('stacks.catalog.delete')}
      </button>
      {dialog === 'rename' ? (
        <CollectionNameDialog
          mode="edit"
          initialName={catalog.name}
          busy={rename.isPending}
          onSave={(name) => rename.mutateAsync({ catalogId: catalog.catalogID, name })}
          onClose={close}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          message={t('stacks.catalog.deleteConfirm', { name: catalog.name })}
          confirmLabel={t('stacks.catalog.delete')}
          busy={remove.isPending}
          onClose={close}
          onConfirm={() => remove.mutate({ catalogId: catalog.catalogID })}
        />
      ) : null}
    </div>
  );
}

/** A tile's Remove on the owner's catalogue: asks 'Are you sure you want to remove this title from the list?' first. */
export function RemoveFromCatalogButton({ catalogId, title }: { catalogId: number; title: Product }) {
  const { t } = useTranslation('stacks');
  const remove = useRemoveFromCollection();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="stacks-button list-tile-remove"
        aria-label={t('stacks.catalog.removeTitleLabel', { name: title.name })}
        onClick={() => setConfirming(true)}
      >
        {t('stacks.catalog.removeTitle')}
      </button>
      {confirming ? (
        <ConfirmDialog
          message={t('stacks.catalog.removeConfirm')}
          confirmLabel={t('stacks.catalog.removeTitle')}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate({ catalogId, skus: [title.sku] }, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </>
  );
}
