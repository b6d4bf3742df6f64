import { and, eq, inArray, max, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliations } from '../db/schema/communities.ts';
import { SAVED_FILTER_ID_START } from '../db/schema/savedFilters.ts';
import { galleyDownloads, galleyRequests } from '../db/schema/requests.ts';
import { reviews } from '../db/schema/reviews.ts';
import { shelfEntries } from '../db/schema/shelves.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { ReviewCopies } from '../../shared/contracts/reviewCopies.ts';
import type { FilteredTitlesQuery } from '../../shared/contracts/titles.ts';
import { isShelf } from '../../shared/domain/shelves.ts';
import { resolveView, titlePage, type TitleScope } from './filters.ts';
import { titleExtras } from './titlesAccess.ts';
import { filteredTitles } from './titlesAnswer.ts';

/**
 * The scope of a community's review copies: the community's view refinements (404 for an unknown or deleted
 * community), a publisher's own community only that publisher's titles, narrowed by one of the caller's saved filters when id is not 0, titles with a live review copy only.
 */
export async function reviewCopiesScope(db: Db | Tx, communityId: number, id: number, userId: number | null): Promise<TitleScope> {
  const [community] = await db
    .select({ refinements: affiliations.browseRefinements, publisherId: affiliations.publisherId })
    .from(affiliations)
    .where(and(eq(affiliations.id, communityId), ne(affiliations.status, 'deleted')));
  if (!community) throw httpProblem(404, `no community ${communityId}`);
  if (id !== 0 && id < SAVED_FILTER_ID_START) throw httpProblem(404, `no saved filter ${id}`);
  const narrowing = id === 0 ? [] : (await resolveView(db, id, userId)).refinements;
  return {
    view: 'reviewCopies',
    refinements: [...community.refinements, ...narrowing],
    reviewCopiesOnly: true,
    ...(community.publisherId === null ? {} : { publisherId: community.publisherId }),
  };
}

/** One page of a community's review copies with the caller's reviews, downloads, requests and shelves of its titles. */
export async function reviewCopiesPage(db: Db | Tx, scope: TitleScope, query: FilteredTitlesQuery, userId: number): Promise<ReviewCopies> {
  const page = await titlePage(db, scope, query, userId);
  const skus = page.rows.map((r) => r.sku);
  const answer = filteredTitles(page, await titleExtras(db, userId, skus), query, true);
  const of = (table: typeof reviews | typeof galleyDownloads | typeof galleyRequests | typeof shelfEntries) =>
    and(eq(table.userId, userId), inArray(table.sku, skus.length ? skus : ['']));
  const [myReviews, myDownloads, myRequests, myShelves] = await Promise.all([
    db.select().from(reviews).where(of(reviews)),
    db
      .select({ sku: galleyDownloads.sku, last: max(galleyDownloads.downloadDate) })
      .from(galleyDownloads)
      .where(of(galleyDownloads))
      .groupBy(galleyDownloads.sku),
    db
      .select()
      .from(galleyRequests)
      .where(and(of(galleyRequests), eq(galleyRequests.requestType, 1))),
    db.select().from(shelfEntries).where(of(shelfEntries)),
  ]);
  return {
    ...answer,
    requestablePrcSkus: page.rows.filter((r) => r.isPrcRequestable).map((r) => r.sku),
    sharedMarkupNotes: page.rows.flatMap((r) => r.markupNotes.map((note) => ({ sku: r.sku, value: note.value }))),
    reviews: myReviews.map((r) => ({
      sku: r.sku,
      createdDate: r.createdDate.toISOString(),
      updatedDate: r.updatedDate.toISOString(),
      rating: r.overall,
    })),
    downloads: myDownloads.flatMap((d) => (d.last ? [{ sku: d.sku, downloadDate: new Date(d.last).toISOString() }] : [])),
    requests: myRequests.map((r) => ({
      id: r.id,
      sku: r.sku,
      status: r.status,
      submittedDate: r.submittedDate.toISOString(),
      statusChangedDate: r.statusChangedDate.toISOString(),
    })),
    shelves: myShelves.flatMap((s) => (isShelf(s.shelf) ? [{ sku: s.sku, shelf: s.shelf }] : [])),
  };
}
