/**
 * Query keys of the Your Books feature for the calls no other feature owned yet: the caller's requests and
 * downloads (shelves and reviews use the stacks and reviews features' keys).
 */
export const yourBooksKeys = {
  all: ['yourBooks'] as const,
  requests: () => [...yourBooksKeys.all, 'requests'] as const,
  downloads: () => [...yourBooksKeys.all, 'downloads'] as const,
};
