import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

interface RenderWhenNearProps {
  children: ReactNode;
  /** Height the placeholder keeps until the content is built (avoids a jump). */
  minHeight: number | string;
  /** How far outside the screen (CSS pixels, above and below) the place counts as near. */
  margin?: number;
  /** Whether a server render also sends the content in `<noscript>` (default true). */
  withNoscript?: boolean;
}

/** How far below the screen a place counts as near by default: about half a phone screen. */
const NEAR_PX = 400;

/**
 * Builds `children` only when its place comes within `margin` pixels of the screen, in a
 * transition that yields to the browser; never before (issue 29). Long pages (the home page's
 * carousels, many video cards) and the footer then cost a slow phone nothing for what the visitor
 * has not scrolled to: an earlier version also built them 2.5 s after the load "anyway", which
 * put 0.6-1.2 s of rendering (4x CPU slowdown) into the first seconds of every visit, when the
 * visitor starts to scroll and tap. Where IntersectionObserver is missing, builds at once.
 */
export function RenderWhenNear({
  children,
  minHeight,
  margin = NEAR_PX,
  withNoscript = true,
}: RenderWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const reveal = () => startTransition(() => setShown(true));
    const el = placeholder.current;
    if (!el || !('IntersectionObserver' in window)) {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && reveal(),
      {
        rootMargin: `${margin}px 0px`,
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, margin]);

  if (shown) return children;
  // In a server render the content also goes into a <noscript>, so a browser without JavaScript
  // shows it (issue 11); a browser with JavaScript neither shows nor hydrates it.
  return (
    <div ref={placeholder} style={{ minHeight }}>
      {withNoscript && <noscript>{children}</noscript>}
    </div>
  );
}
