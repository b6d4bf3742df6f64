import { lazyPart } from '../../ui/lazyPart.tsx';
import { evaluationTypePreferenceQuery, requestProfileQuery } from '../../entities/request/queries.ts';

/** The request modal (and its profile editor), with the profile and last purpose it shows: loaded with the jacket's actions. */
export const RequestModal = lazyPart(
  async () => (await import('./RequestModal.tsx')).RequestModal,
  [requestProfileQuery, evaluationTypePreferenceQuery],
  ['requests'],
);
