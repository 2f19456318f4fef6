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

/** Beside the anchor: under it when there is room, else above; side navigation links get it on their right. */
export function cardPosition(rect: DOMRect | null): CSSProperties | undefined {
  if (!rect) return undefined;
  if (rect.right < window.innerWidth / 4) return { top: Math.max(rect.top, CARD_GAP), left: rect.right + CARD_GAP };
  const below = rect.bottom + CARD_GAP;
  const top = below + 200 < window.innerHeight ? below : Math.max(CARD_GAP, rect.top - CARD_GAP - 200);
  return { top, left: Math.min(Math.max(rect.left, CARD_GAP), window.innerWidth - 360) };
}
