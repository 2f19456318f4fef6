import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

export interface CarouselSlide {
  /** Names the slide for its indicator button and for screen readers. */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  slides: readonly CarouselSlide[];
  /** How long each slide stays before the next one (spec §9). */
  intervalMs: number;
  /** Length of the slide animation; none for users who prefer reduced motion. */
  scrollMs?: number;
  /** Show the indicator as numbered, labelled steps rather than dots. */
  steps?: boolean;
}

/**
 * Rotating slides with Previous / Next, a Pause / Play button and an indicator. Auto-advance stops while
 * the pointer or keyboard focus is inside, when paused, and for users who prefer reduced motion.
 */
export function Carousel({ label, slides, intervalMs, scrollMs = 300, steps = false }: CarouselProps) {
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  // null until the first move: the pre-rendered HTML then needs no `style` attribute, which the
  // Content-Security-Policy would refuse in markup (React sets it through the DOM afterwards).
  const [moved, setMoved] = useState<number | null>(null);
  const current = moved ?? 0;
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = count > 1 && !reducedMotion && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setMoved((index) => ((index ?? 0) + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, count]);

  const show = (index: number) => setMoved((index + count) % count);

  return (
    <section
      className={steps ? 'carousel carousel-steps' : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel-viewport">
        <div
          id={`${id}-slides`}
          className="carousel-track"
          aria-live={rotating ? 'off' : 'polite'}
          style={
            moved === null
              ? undefined
              : { transform: `translateX(-${current * 100}%)`, transitionDuration: reducedMotion ? '0ms' : `${scrollMs}ms` }
          }
        >
          {slides.map((slide, index) => (
            <div
              key={slide.label}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${slide.label}`}
              aria-hidden={index !== current}
              inert={index !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel-controls">
          <button type="button" aria-controls={`${id}-slides`} aria-label="Previous slide" onClick={() => show(current - 1)}>
            Previous
          </button>
          <ol className="carousel-indicator">
            {slides.map((slide, index) => (
              <li key={slide.label}>
                <button
                  type="button"
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={`Show ${steps ? 'step' : 'slide'} ${index + 1}: ${slide.label}`}
                  onClick={() => show(index)}
                >
                  {steps ? `${index + 1}. ${slide.label}` : ''}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" aria-controls={`${id}-slides`} aria-label="Next slide" onClick={() => show(current + 1)}>
            Next
          </button>
          {!reducedMotion && (
            <button
              type="button"
              aria-label={userPaused ? 'Play slides' : 'Pause slides'}
              onClick={() => setUserPaused(!userPaused)}
            >
              {userPaused ? 'Play' : 'Pause'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
