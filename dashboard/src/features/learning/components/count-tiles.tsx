import type { LearningCounts } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { useLearningCounts } from '../api/get-learning-counts';

const TILES: { label: string; count: keyof LearningCounts; to: string }[] = [
  { label: 'In Progress', count: 'progress', to: '#in-progress' },
  { label: 'Learning to-do', count: 'todos', to: paths.plan.getHref() },
  { label: 'Wishlist', count: 'wishlist', to: paths.wishlist.getHref() },
  { label: 'History', count: 'history', to: paths.history.getHref() },
];

/** The four Home tiles with their counts; each leads to its list. */
export function CountTiles() {
  const counts = useLearningCounts();
  return (
    <ul className="count-tiles" data-tour={TOUR_ANCHORS.tiles} aria-label="Your learning at a glance">
      {TILES.map((tile) => (
        <li key={tile.label}>
          <Link to={tile.to} className="count-tile">
            <span className="count-tile-number" aria-hidden={counts.data ? undefined : true}>
              {counts.data ? counts.data[tile.count] : '–'}
            </span>
            <span className="count-tile-label">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
