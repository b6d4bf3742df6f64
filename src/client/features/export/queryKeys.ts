import type { TitleListRequest, TitleSource } from '../../entities/titleList/queries.ts';

/** Query keys of the export dialog. The page number does not matter: an export reads every page. */
export const exportKeys = {
  all: ['export'] as const,
  titles: (source: TitleSource, { q, sort, order, filters }: TitleListRequest, selected: readonly string[]) =>
    [...exportKeys.all, 'titles', source.kind, source.id, { q, sort, order, filters }, selected] as const,
};
