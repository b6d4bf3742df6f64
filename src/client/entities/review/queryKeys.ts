/** Query keys of the reviews feature: the signed-in user's own reviews, and the review editor's data. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  mineOfTitle: (sku: string) => [...reviewKeys.all, 'mine', 'title', sku] as const,
  /** Everything the review editor reads about one title (invalidated after a save or delete). */
  editor: (sku: string) => [...reviewKeys.all, 'editor', sku] as const,
  assessments: (sku: string) => [...reviewKeys.editor(sku), 'assessments'] as const,
  sharing: (sku: string) => [...reviewKeys.editor(sku), 'sharing'] as const,
  genreCommunities: (sku: string) => [...reviewKeys.editor(sku), 'genreCommunities'] as const,
  shareUri: (sku: string, network: string) => [...reviewKeys.editor(sku), 'shareUri', network] as const,
  myCommunities: () => [...reviewKeys.all, 'myCommunities'] as const,
  nominations: (sku: string) => [...reviewKeys.all, 'nominations', sku] as const,
  submittable: (sku: string) => [...reviewKeys.nominations(sku), 'submittable'] as const,
  nominated: (sku: string) => [...reviewKeys.nominations(sku), 'nominated'] as const,
};
