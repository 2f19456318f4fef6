import { PATHWAY_PACES, type PathwayPace } from '@trail/shared';

const LABELS: Record<PathwayPace, string> = { slow: 'Slow', regular: 'Regular', intense: 'Intense' };

/** The Trail assistant's pace: choosing one moves every due date. */
export function PaceChoice({ rate, onChange, busy }: { rate: PathwayPace; onChange: (rate: PathwayPace) => void; busy: boolean }) {
  return (
    <fieldset className="plan-modes" disabled={busy}>
      <legend>Trail assistant pace</legend>
      {PATHWAY_PACES.map((pace) => (
        <label key={pace}>
          <input type="radio" name="pathway-pace" checked={rate === pace} onChange={() => onChange(pace)} /> {LABELS[pace]}
        </label>
      ))}
    </fieldset>
  );
}
