import { Link } from '@tanstack/react-router';
import './titles.css';
import { useId } from 'react';
import type { Product } from '../../../shared/contracts/titles.ts';
import { ConversationIcon, type TileConversation } from './ConversationIcon.tsx';
import { useOpenTitleDrawer } from './titleDrawerSearch.ts';
import { Jacket } from './Jacket.tsx';
import { PendingLabel } from '../../ui/PendingMark.tsx';
import { titleResources } from '../../lib/offline/resources.ts';
import { resourceKeys } from '../../../sync/outbox/pendingChange.ts';
import { TileActivity } from './TileActivity.tsx';
import { useProvidedTileViewer, useTileViewer, type TileViewer } from './useTitleActivity.ts';

export interface TileSummary {
  count: number;
  rating: number | null;
}

/** The markup-note icon: a button opening a popover with the title's first note. */
function MarkupNote({ note, t }: { note: string; t: TileViewer['t'] }) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="tile-note"
        popoverTarget={id}
        aria-label={t('titles:titles.tile.markupNote')}
        title={t('titles:titles.tile.markupNote')}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M4 3h12l4 4v14H4zm11 1.5V8h3.5zM7 11h10v1.5H7zm0 3.5h10V16H7zm0 3.5h6v1.5H7z" />
        </svg>
      </button>
      <div id={id} popover="auto" className="tile-note-popover">
        {note}
      </div>
    </>
  );
}

/**
 * One title in a list or lane: jacket (requested at 450, drawn 135 high), name, author, reviews and rating, markup
 * note, the user's activity icons and (lanes, once conversations exist) the community conversation icon. A click
 * opens the title drawer; the link itself leads to the title page (new tab, copy link).
 */
export function TitleTile(props: TileProps) {
  const viewer = useProvidedTileViewer();
  return viewer ? <Tile {...props} viewer={viewer} /> : <TileReadingItsViewer {...props} />;
}

interface TileProps {
  product: Product;
  summary?: TileSummary;
  conversation?: TileConversation;
  /** The jacket is a likely LCP image (the first tiles of the first lane): fetched at once, high priority. */
  priority?: boolean;
  /** Not near the view yet (a lane's tile off to the side or far below): the jacket's place, not its image. */
  deferJacket?: boolean;
}

/** A tile outside a TileViewerProvider. */
function TileReadingItsViewer(props: TileProps) {
  return <Tile {...props} viewer={useTileViewer()} />;
}

function Tile({ product, summary, conversation, priority = false, deferJacket = false, viewer }: TileProps & { viewer: TileViewer }) {
  const { t } = viewer;
  const openDrawer = useOpenTitleDrawer();
  const activity = viewer.activity?.get(product.sku);
  const resources = viewer.pending.length ? titleResources(product.sku) : [];
  const pending = viewer.pending.some((change) => resourceKeys(change.resource).some((key) => resources.includes(key)));
  // Community reviews are shared into communities: an anonymous visitor sees none, so the tile claims no count.
  const seesReviews = viewer.signedIn;
  const count = summary?.count ?? product.reviews;
  const rating = summary ? summary.rating : product.rating;
  const firstNote = product.markupNotes[0]?.value;
  return (
    <article className="title-tile">
      <Link
        to="/title/$sku"
        params={{ sku: product.sku }}
        className="tile-link"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openDrawer(product.sku);
        }}
      >
        <Jacket product={product} requestHeight={450} drawHeight={135} priority={priority} deferred={deferJacket} />
        <span className="tile-name">{product.name}</span>
      </Link>
      <span className="tile-author">{product.author}</span>
      <span className="tile-meta">
        {seesReviews ? <span className="tile-reviews">{t('titles:titles.tile.reviews', { count })}</span> : null}
        {seesReviews && rating !== null && count > 0 ? (
          <span className="tile-rating" aria-label={t('titles:titles.tile.ratingLabel', { rating: rating.toFixed(1) })}>
            ★ {rating.toFixed(1)}
          </span>
        ) : null}
        {firstNote ? <MarkupNote note={firstNote} t={t} /> : null}
        {conversation ? <ConversationIcon conversation={conversation} /> : null}
        <TileActivity activity={activity} />
        {pending ? <PendingLabel /> : null}
      </span>
    </article>
  );
}
