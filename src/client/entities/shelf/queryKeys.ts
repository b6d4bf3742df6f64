/** Query keys of the stacks feature: the caller's shelves and collections. */
export const stacksKeys = {
  all: ['stacks'] as const,
  shelves: () => [...stacksKeys.all, 'shelves'] as const,
  /** Every collections query (the list and each title's): what a collection change invalidates. */
  collections: () => [...stacksKeys.all, 'collections'] as const,
  collectionList: () => [...stacksKeys.collections(), 'list'] as const,
  titleCollections: (sku: string) => [...stacksKeys.collections(), 'title', sku] as const,
};
