import { TileSkeleton } from '../../entities/title/TileSkeleton.tsx';

/** Tiles a loading page shows: more than a wide screen's first rows hold. */
const SKELETON_TILES = 12;

/**
 * A page of titles on its way: a grid of tiles of a list tile's size (jacket, two lines of name, author, meta;
 * ui/Skeleton), announced as `label` (role status, aria-busy).
 */
export function TilesSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <ul className="tl-grid">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className="list-tile">
            <TileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
