import './modal.css';
import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from '@/hooks/use-focus-trap';

interface ModalProps {
  /** The id of the dialog's heading, its accessible name. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: focus stays inside until it closes (Escape, or a click on the backdrop). */
export function Modal({ labelledBy, onClose, children }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, onClose);
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
        {children}
      </div>
    </div>
  );
}
