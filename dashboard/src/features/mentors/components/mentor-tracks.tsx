import type { Field } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';

/** A mentor's tracks, each linking to the track's schedule. */
export function MentorTracks({ fields }: { fields: readonly Field[] }) {
  if (fields.length === 0) return null;
  return (
    <ul className="mentor-tracks" aria-label="Tracks">
      {fields.map((field) => (
        <li key={field._id}>
          <Link to={paths.mentorSchedule.getHref(field.slug)} state={{ fieldId: field._id, fieldName: field.name }}>
            {field.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
