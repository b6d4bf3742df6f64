/** Query keys of the titles feature (title data, lanes, community reviews of a title). */
export const titleKeys = {
  all: ['titles'] as const,
  detail: (sku: string) => [...titleKeys.all, 'detail', sku] as const,
  lane: (lane: number) => [...titleKeys.all, 'lane', lane] as const,
  /** Title autocomplete (GET /api/products/{}/search) for a text. */
  search: (q: string) => [...titleKeys.all, 'search', q] as const,
  communityReviews: (communityId: number, sku: string) => [...titleKeys.all, 'communityReviews', communityId, sku] as const,
};
