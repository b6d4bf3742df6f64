import { lazyPart } from '../../ui/lazyPart.tsx';
import { collectionsQuery, shelvesQuery } from '../../entities/shelf/queries.ts';

/**
 * The add-to-shelf/collection drawer, as the title page and the tiled lists offer it: its code and what it reads
 * (every shelf, the collections) are loaded as soon as they show, so that shelving works offline.
 */
export const ShelfCollectionDrawer = lazyPart(
  async () => (await import('./ShelfCollectionDrawer.tsx')).default,
  [shelvesQuery, collectionsQuery],
  ['stacks'],
);
