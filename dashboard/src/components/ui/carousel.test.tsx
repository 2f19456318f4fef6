import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const SLIDES = [
  { label: 'Track', content: <p>Track what you learn</p> },
  { label: 'Plan', content: <p>Plan your week</p> },
  { label: 'Grow', content: <p>Grow your career</p> },
];

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function visibleSlide() {
  return screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-hidden') === 'false');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Carousel', () => {
  it('moves to the next slide every interval and wraps around', () => {
    stubReducedMotion(false);
    render(<Carousel label="Why Trail" slides={SLIDES} intervalMs={5_000} />);
    expect(visibleSlide()).toHaveTextContent('Track what you learn');

    act(() => vi.advanceTimersByTime(5_000));
    expect(visibleSlide()).toHaveTextContent('Plan your week');
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleSlide()).toHaveTextContent('Track what you learn');
  });

  it('does not move on its own for users who prefer reduced motion, but the buttons still work', () => {
    stubReducedMotion(true);
    render(<Carousel label="Why Trail" slides={SLIDES} intervalMs={5_000} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(visibleSlide()).toHaveTextContent('Track what you learn');
    expect(screen.queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveTextContent('Plan your week');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Grow' }));
    expect(visibleSlide()).toHaveTextContent('Grow your career');
    expect(screen.getByRole('button', { name: 'Show slide 3: Grow' })).toHaveAttribute('aria-current', 'step');
  });

  it('stops while the pointer is over it and when paused', () => {
    stubReducedMotion(false);
    render(<Carousel label="Why Trail" slides={SLIDES} intervalMs={4_000} />);
    const carousel = screen.getByRole('region', { name: 'Why Trail' });

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(8_000));
    expect(visibleSlide()).toHaveTextContent('Track what you learn');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(4_000));
    expect(visibleSlide()).toHaveTextContent('Plan your week');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(visibleSlide()).toHaveTextContent('Plan your week');
  });
});
