import { lazyPart } from '../../ui/lazyPart.tsx';
import { myCommunitiesQuery } from '../../entities/review/editorQueries.ts';

/** The review editor, with the communities its share step offers: loaded with Your Review, so that a review is written offline too. */
export const ReviewEditorDrawer = lazyPart(async () => (await import('./ReviewEditorDrawer.tsx')).default, [myCommunitiesQuery], ['reviews']);

/** The nominations drawer (its lists and nominations are read by the Nominate panel itself). */
export const NominationsDrawer = lazyPart(async () => (await import('./NominationsDrawer.tsx')).default, [], ['reviews']);
