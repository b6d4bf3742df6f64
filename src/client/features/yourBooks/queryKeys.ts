/**
 * Query keys of the Your Books feature for the calls no other feature owns yet: the caller's downloads (shelves,
 * requests and reviews use the stacks, requests and reviews features' keys).
 */
export const yourBooksKeys = {
  all: ['yourBooks'] as const,
  downloads: () => [...yourBooksKeys.all, 'downloads'] as const,
};
