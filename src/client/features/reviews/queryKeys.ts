/** Query keys of the reviews feature: the signed-in user's own reviews. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  mineOfTitle: (sku: string) => [...reviewKeys.all, 'mine', 'title', sku] as const,
};
