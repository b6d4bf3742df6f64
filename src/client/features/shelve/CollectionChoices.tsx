import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Collection } from '../../../shared/contracts/collections.ts';
import { catalogQuery } from '../../entities/titleList/queries.ts';
import { CollectionNameDialog } from './CollectionNameDialog.tsx';
import { useAddToCollection, useCreateCollection, useRemoveFromCollection } from './mutations.ts';
import { collectionsQuery, titleCollectionsQuery } from '../../entities/shelf/queries.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';

type Membership = 'all' | 'some' | 'none';

/**
 * Which collections hold the titles: for one title GET /api/v1/me/collections/title/{sku}; for several, each
 * collection's titles (GET /api/v1/catalogs/{id}). Undefined while loading, null when it could not be read (offline,
 * never read before).
 */
function useMembership(skus: string[], collections: Collection[] | undefined): Map<number, Membership> | null | undefined {
  const single = skus.length === 1 ? skus[0]! : null;
  const ofTitle = useQuery({ ...titleCollectionsQuery(single ?? ''), enabled: single !== null });
  const details = useQueries({
    queries: (single === null ? (collections ?? []) : []).map((c) => catalogQuery(c.catalogID)),
  });
  if (!collections) return undefined;
  if (single !== null) {
    if (!ofTitle.data) return ofTitle.isError ? null : undefined;
    const holding = new Set(ofTitle.data.map((c) => c.catalogID));
    return new Map(collections.map((c) => [c.catalogID, holding.has(c.catalogID) ? 'all' : 'none']));
  }
  if (details.some((d) => !d.data && d.isError)) return null;
  if (details.some((d) => !d.data)) return undefined;
  return new Map(
    details.map((d) => {
      const inside = new Set(d.data!.products.map((p) => p.sku));
      const count = skus.filter((sku) => inside.has(sku)).length;
      return [d.data!.catalogID, count === 0 ? 'none' : count === skus.length ? 'all' : 'some'];
    }),
  );
}

/** A checkbox that can show "some of these titles" (indeterminate). */
function MembershipBox({ state, ...props }: { state: Membership; disabled: boolean; onChange: (checked: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input ref={ref} type="checkbox" checked={state === 'all'} disabled={props.disabled} onChange={(event) => props.onChange(event.target.checked)} />
  );
}

/** The collections of the drawer: multi-select checkboxes (add or remove the titles) and "New collection". */
export function CollectionChoices({ skus, disabled }: { skus: string[]; disabled: boolean }) {
  const { t } = useTranslation('stacks');
  const collections = useQuery(collectionsQuery);
  const membership = useMembership(skus, collections.data);
  const add = useAddToCollection();
  const remove = useRemoveFromCollection();
  const create = useCreateCollection();
  const [naming, setNaming] = useState(false);
  // The box just changed shows as asked until the change settles.
  const changing: { catalogId: number; state: Membership } | null = add.running
    ? { catalogId: add.running.catalogId, state: 'all' }
    : remove.running
      ? { catalogId: remove.running.catalogId, state: 'none' }
      : null;
  const change = (catalogId: number, checked: boolean) => {
    if (changing === null) (checked ? add : remove).mutate({ catalogId, skus });
  };

  return (
    <fieldset className="stacks-group" aria-busy={changing !== null}>
      <legend>{t('stacks.drawer.collections')}</legend>
      {collections.isPending || (collections.data?.length && membership === undefined) ? (
        <SkeletonLines
          label={t('stacks.loading')}
          widths={['8em', '10em', '7em']}
          className="stacks-skeleton-chips"
          lineClassName="stacks-skeleton-chip"
        />
      ) : null}
      {collections.data?.length && membership === null ? <p role="alert">{t('stacks.membershipError')}</p> : null}
      {collections.isError ? <p role="alert">{t('stacks.collectionsError')}</p> : null}
      {collections.data && !collections.data.length ? <p className="stacks-muted">{t('stacks.drawer.noCollections')}</p> : null}
      {membership ? (
        <ul className="stacks-collections">
          {collections.data!.map((c) => (
            <li key={c.catalogID}>
              <label className="stacks-choice">
                <MembershipBox
                  state={changing?.catalogId === c.catalogID ? changing.state : (membership.get(c.catalogID) ?? 'none')}
                  disabled={disabled}
                  onChange={(checked) => change(c.catalogID, checked)}
                />
                {c.name}
                <span className="stacks-muted">{t('stacks.titleCount', { count: c.titleCount })}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="stacks-button" disabled={disabled} onClick={() => setNaming(true)}>
        {t('stacks.drawer.newCollection')}
      </button>
      {naming ? (
        <CollectionNameDialog
          mode="create"
          busy={create.isPending}
          onSave={(name) => create.mutateAsync({ name, skus })}
          onClose={() => setNaming(false)}
        />
      ) : null}
    </fieldset>
  );
}
