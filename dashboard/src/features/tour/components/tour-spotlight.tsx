import { useEffect, useState, type CSSProperties } from 'react';

const PADDING = 6;
const CARD_GAP = 12;

function findAnchor(anchor: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour="${anchor}"]`);
}

/** Where the anchor is on screen; null until it is rendered (views load lazily and wait for data). */
export function useAnchorRect(anchor: string): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);

  useEffect(() => {
    let found: HTMLElement | null = null;
    const measure = () => {
      found = found?.isConnected ? found : findAnchor(anchor);
      setRect(found ? found.getBoundingClientRect() : null);
    };
    found = findAnchor(anchor);
    found?.scrollIntoView?.({ block: 'center' });
    measure();
    const poll = window.setInterval(measure, 250);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [anchor]);

  return rect;
}

export function Spotlight({ rect }: { rect: DOMRect }) {
  const style: CSSProperties = {
    top: rect.top - PADDING,
    left: rect.left - PADDING,
    width: rect.width + PADDING * 2,
    height: rect.height + PADDING * 2,
  };
  return <div className="tour-spotlight" style={style} aria-hidden="true" />;
}

const CARD_WIDTH = 340;
const CARD_ROOM = 240;

/**
 * Beside the anchor, never off screen: side-navigation links get it on their right; otherwise under the anchor
 * when there is room, else above it, else (an anchor taller than the screen) in the bottom corner.
 */
export function cardPosition(rect: DOMRect | null): CSSProperties | undefined {
  if (!rect) return undefined;
  const { innerWidth, innerHeight } = window;
  if (rect.right < innerWidth / 4) {
    return { top: Math.min(Math.max(rect.top, CARD_GAP), innerHeight - CARD_ROOM), left: rect.right + CARD_GAP };
  }
  const left = Math.min(Math.max(rect.left, CARD_GAP), innerWidth - CARD_WIDTH - CARD_GAP);
  if (rect.bottom + CARD_GAP + CARD_ROOM < innerHeight) return { top: rect.bottom + CARD_GAP, left };
  if (rect.top - CARD_GAP - CARD_ROOM > 0) return { bottom: innerHeight - rect.top + CARD_GAP, left };
  return { bottom: CARD_GAP, right: CARD_GAP };
}
