import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation, type Translation } from '../../lib/i18n/useTranslation.ts';
import type { PendingChange } from '../../../sync/outbox/pendingChange.ts';
import { usePendingChanges } from '../../lib/offline/outbox/pending.ts';
import type { DownloadsResponse } from '../../../shared/contracts/downloads.ts';
import type { MyReview } from '../../../shared/contracts/myReviews.ts';
import type { GalleyRequest } from '../../../shared/contracts/requests.ts';
import { titleActivityBySku, type TitleActivity } from '../../../shared/domain/titleActivity.ts';
import { myRequestsQuery } from '../request/queries.ts';
import { myReviewsQuery } from '../review/queries.ts';
import { useSession } from '../session/useSession.ts';
import { myDownloadsQuery } from '../download/queries.ts';

const EMPTY: never[] = [];

/** One lookup per set of answers (reviews, requests, downloads), shared by every tile that reads them. */
let last: { reviews: MyReview[]; requests: GalleyRequest[]; downloads: DownloadsResponse['downloads']; lookup: Map<string, TitleActivity> } | null =
  null;
function activityLookup(reviews: MyReview[], requests: GalleyRequest[], downloads: DownloadsResponse['downloads']): Map<string, TitleActivity> {
  if (!last || last.reviews !== reviews || last.requests !== requests || last.downloads !== downloads) {
    last = { reviews, requests, downloads, lookup: titleActivityBySku({ reviews, requests, downloads }) };
  }
  return last.lookup;
}

/**
 * What every tile of a list shows the same way: whether the viewer is signed in, their activity by title, their
 * changes waiting in the outbox, and the tiles' texts (one i18next subscription, not one per tile).
 */
export interface TileViewer {
  signedIn: boolean;
  /** The signed-in user's activity by sku (requested or declined, downloaded, reviewed); none for anonymous visitors. */
  activity: Map<string, TitleActivity> | undefined;
  /** The signed-in user's changes waiting in the outbox (a tile's pending mark). */
  pending: PendingChange[];
  t: Translation['t'];
}

/** The viewer of the tiles: the session, the user's reviews, requests and downloads (6 query observers), the outbox and texts. */
export function useTileViewer(): TileViewer {
  const { t } = useTranslation('titles');
  const pending = usePendingChanges();
  const signedIn = useSession().status === 'authenticated';
  const reviews = useQuery({ ...myReviewsQuery, enabled: signedIn });
  const requests = useQuery({ ...myRequestsQuery, enabled: signedIn });
  const downloads = useQuery({ ...myDownloadsQuery, enabled: signedIn });
  if (!signedIn || (!reviews.data && !requests.data && !downloads.data)) return { signedIn, activity: undefined, pending, t };
  return { signedIn, activity: activityLookup(reviews.data ?? EMPTY, requests.data ?? EMPTY, downloads.data?.downloads ?? EMPTY), pending, t };
}

const TileViewerContext = createContext<TileViewer | null>(null);

/**
 * Reads the viewer once for all the tiles inside (a lane of 40, a list page): a tile outside one reads it itself,
 * six query observers per tile (a home page of four lanes had ~1,000, the longest task after its first paint).
 */
export function TileViewerProvider({ children }: { children: ReactNode }) {
  const { signedIn, activity, pending, t } = useTileViewer();
  // The same object while none changes: the tiles re-render only when the viewer does.
  const value = useMemo(() => ({ signedIn, activity, pending, t }), [signedIn, activity, pending, t]);
  return createElement(TileViewerContext.Provider, { value }, children);
}

/** The provider's viewer, or null outside one (the tile then reads its own: useTileViewer). */
export function useProvidedTileViewer(): TileViewer | null {
  return useContext(TileViewerContext);
}
