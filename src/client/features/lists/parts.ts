import { lazyPart } from '../../ui/lazyPart.tsx';
import { myCommunitiesQuery } from '../../entities/review/editorQueries.ts';
import { listsQuery } from '../../entities/list/queries.ts';

/** The add-to-list drawer of the tiled lists, with the lists it offers: loaded as soon as a list shows, so that it works offline. */
export const AddToListDrawer = lazyPart(async () => (await import('./AddToListDrawer.tsx')).default, [listsQuery(0)], ['lists']);

/** The list editor (new list, edit list), with the communities a new list may go to: loaded with the screen offering it. */
export const ListEditorDrawer = lazyPart(async () => (await import('./ListEditorDrawer.tsx')).default, [myCommunitiesQuery], ['lists']);

/** A title's comments and quantities on the list (its data is the list page's extras query). */
export const ListCommentsSheet = lazyPart(async () => (await import('./ListCommentsSheet.tsx')).default, [], ['lists']);

/** The list's notification settings (its alerts query is preloaded by the page, with the list's id). */
export const ListAlertsSheet = lazyPart(async () => (await import('./ListAlertsSheet.tsx')).default, [], ['lists']);

/** Add by ISBN (for those who may add titles to the list). */
export const AddByIsbnSheet = lazyPart(async () => (await import('./AddByIsbnSheet.tsx')).default, [], ['lists']);

/** File titles: the creator's new order of the list's titles. */
export const FilingSheet = lazyPart(async () => (await import('./FilingSheet.tsx')).default, [], ['lists']);
