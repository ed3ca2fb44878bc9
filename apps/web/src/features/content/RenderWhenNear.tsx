import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** After the page has loaded, wait this long before building the rest of a long page anyway. */
export const SETTLE_MS = 2500;

/** Reveals waiting for an idle moment; one runs per idle period, so each commit stays small. */
const queue: (() => void)[] = [];
let draining = false;

const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50);

function drain(): void {
  if (draining) return;
  draining = true;
  const step = () => {
    const next = queue.shift();
    if (!next) {
      draining = false;
      return;
    }
    next();
    whenIdle(step);
  };
  whenIdle(step);
}

/**
 * Queues `fn` for an idle moment once the page has loaded and settled for SETTLE_MS; returns a
 * function that cancels it.
 */
function afterSettled(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    // Counted from the load event: a page opened long after it (client navigation) waits less.
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const since = loaded && loaded.loadEventEnd > 0 ? performance.now() - loaded.loadEventEnd : 0;
    timer = setTimeout(
      () => {
        queue.push(fn);
        drain();
      },
      Math.max(0, SETTLE_MS - since),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (timer !== undefined) clearTimeout(timer);
    const i = queue.indexOf(fn);
    if (i >= 0) queue.splice(i, 1);
  };
}

interface RenderWhenNearProps {
  children: ReactNode;
  /** Height the placeholder keeps until the content is built (avoids a jump). */
  minHeight: number | string;
}

/**
 * Builds `children` only when its place comes near the screen (or once the page has settled), in
 * a transition that yields to the browser. Long pages (the home page's carousels, many video
 * cards) then cost a slow phone nothing for what the visitor has not scrolled to yet.
 */
export function RenderWhenNear({ children, minHeight }: RenderWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const reveal = () => startTransition(() => setShown(true));
    const el = placeholder.current;
    const observer =
      el && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), {
            rootMargin: '400px 0px',
          })
        : null;
    if (el) observer?.observe(el);
    const cancel = afterSettled(reveal);
    return () => {
      observer?.disconnect();
      cancel();
    };
  }, [shown]);

  if (shown) return children;
  // In a server render the content also goes into a <noscript>, so a browser without JavaScript
  // shows it (issue 11); a browser with JavaScript neither shows nor hydrates it.
  return (
    <div ref={placeholder} style={{ minHeight }}>
      <noscript>{children}</noscript>
    </div>
  );
}
