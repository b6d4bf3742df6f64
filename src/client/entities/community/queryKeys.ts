/** Query keys of communities (seed 1 §7 Communities). Every communities answer lives under `all`. */
export const communityKeys = {
  all: ['communities'] as const,
  /** GET /api/v1/affiliations/me (signed in) or /api/v1/affiliations/genres (anonymous). */
  list: (signedIn: boolean) => [...communityKeys.all, 'list', signedIn ? 'me' : 'genres'] as const,
  /** GET /api/v1/affiliations/{id}/summary. */
  summary: (communityId: number) => [...communityKeys.all, 'summary', communityId] as const,
};
