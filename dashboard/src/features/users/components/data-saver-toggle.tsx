import { useId } from 'react';
import { hideCovers, useHideCovers } from '@/lib/data-saver';

/** Data saver: resource covers come from other sites, and each one is a download a learner pays for. */
export function DataSaverToggle() {
  const id = useId();
  const hidden = useHideCovers();
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Data saver</h2>
      <div className="field checkbox-field">
        <input id={id} type="checkbox" role="switch" checked={hidden} onChange={(event) => hideCovers.set(event.target.checked)} />
        <label htmlFor={id}>Don&apos;t load cover images</label>
      </div>
      <p>On this device only. It starts on when your browser&apos;s data saver is on.</p>
    </section>
  );
}
