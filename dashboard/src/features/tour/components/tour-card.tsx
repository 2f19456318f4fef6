import { TOUR } from '@trail/shared';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

interface TourCardProps {
  step: number;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onEscape: () => void;
  className?: string;
  style?: CSSProperties;
}

/** One step's dialog: takes focus when its step begins (its first button), and Escape skips the tour. */
export function TourCard({ step, title, children, actions, onEscape, className = '', style }: TourCardProps) {
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    card.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);

  return (
    <div
      ref={card}
      role="dialog"
      aria-labelledby={`tour-title-${step}`}
      className={`tour-card ${className}`}
      style={style}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <p className="tour-progress">{step > TOUR.firstStep && step < TOUR.lastStep ? `Step ${step} of ${TOUR.lastStep - 1}` : 'Guided tour'}</p>
      <h2 id={`tour-title-${step}`}>{title}</h2>
      {children}
      <div className="tour-actions">{actions}</div>
    </div>
  );
}
