import { useEffect, useState } from 'react';

const PAD = 6;

/**
 * A ring around the step's element with the rest of the page dimmed. It follows the element as the page
 * scrolls or reflows (one measurement per frame), and never takes clicks: the person can use what it shows.
 */
export function TourSpotlight({ element }: { element: Element }) {
  const [rect, setRect] = useState(() => element.getBoundingClientRect());
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      const next = element.getBoundingClientRect();
      setRect((prev) =>
        prev.x === next.x && prev.y === next.y && prev.width === next.width && prev.height === next.height
          ? prev
          : next,
      );
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [element]);
  return (
    <div
      aria-hidden
      data-testid="tour-spotlight"
      // Which marked element it rings, for the browser tests that check every step on every screen size.
      data-tour-target={element.getAttribute('data-tour') ?? undefined}
      className="pointer-events-none fixed z-[55] rounded-lg outline-3 outline-primary"
      style={{
        top: rect.top - PAD,
        left: rect.left - PAD,
        width: rect.width + PAD * 2,
        height: rect.height + PAD * 2,
        boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.35)',
      }}
    />
  );
}
