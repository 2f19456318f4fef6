import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { AddResourcePreset } from './add-resource-presets';

// Its own chunk: most visits never open the form, so they never download it.
const AddResourceModal = lazy(async () => ({ default: (await import('./add-resource-modal')).AddResourceModal }));

interface AddResourceButtonProps {
  preset: AddResourcePreset;
  children: ReactNode;
  className?: string;
  initialTitle?: string;
  tourAnchor?: string;
}

/** A button that opens the add-resource modal with one of its three presets. */
export function AddResourceButton({ preset, children, className, initialTitle, tourAnchor }: AddResourceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" data-tour={tourAnchor} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddResourceModal preset={preset} initialTitle={initialTitle} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
