import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { commonShelf, SHELF_CHOICES, type ShelfChoice } from '../../../shared/domain/shelves.ts';
import { useSetShelf } from './mutations.ts';
import { shelvesQuery } from '../../entities/shelf/queries.ts';

/**
 * The shelf choice of the drawer: exclusive (radio buttons), Clear takes the titles off their shelf. The titles'
 * common shelf is marked; none is when they are on different shelves.
 */
export function ShelfChoices({ skus, disabled }: { skus: string[]; disabled: boolean }) {
  const { t } = useTranslation('stacks');
  const name = useId();
  const shelves = useQuery(shelvesQuery);
  const setShelf = useSetShelf();
  const choosing = setShelf.running?.shelf;
  const chosen = choosing ?? (shelves.data ? commonShelf(shelves.data, skus) : null);
  const choose = (shelf: ShelfChoice) => {
    if (choosing === undefined) setShelf.mutate({ shelf, skus });
  };
  return (
    <fieldset className="stacks-group" disabled={disabled || !shelves.data} aria-busy={choosing !== undefined}>
      <legend>{t('stacks.drawer.shelf')}</legend>
      {shelves.isError ? <p role="alert">{t('stacks.shelvesError')}</p> : null}
      {/* The choices are known before the shelves come: they show, greyed and shimmering, while the title's shelf loads. */}
      <div
        className={shelves.isPending ? 'stacks-choices is-loading' : 'stacks-choices'}
        role={shelves.isPending ? 'status' : undefined}
        aria-busy={shelves.isPending || undefined}
        aria-label={shelves.isPending ? t('stacks.loading') : undefined}
      >
        {SHELF_CHOICES.map((shelf) => (
          <label key={shelf} className={chosen === shelf ? 'stacks-choice is-chosen' : 'stacks-choice'}>
            <input type="radio" name={name} value={shelf} checked={chosen === shelf} onChange={() => choose(shelf)} />
            {t(`stacks.shelves.${shelf}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
