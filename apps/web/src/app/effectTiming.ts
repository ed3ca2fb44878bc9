import { options } from 'preact';

/** Events before whose handlers the effects of the last render must have run. */
const DISCRETE_EVENTS = ['keydown', 'pointerdown', 'mousedown', 'click', 'input'] as const;

/** Longest wait for a frame before the effects run anyway (Preact's own fallback is 35 ms). */
const FRAME_TIMEOUT_MS = 35;

let pending: (() => void) | null = null;

function runPending(): void {
  const flush = pending;
  pending = null;
  flush?.();
}

/**
 * Runs the effects of the last render (`useEffect`, and the clean-ups of effects whose component
 * left) before the handlers of a key press, tap or click, as React does; otherwise after the next
 * frame, as Preact does. Preact alone would wait for the frame even when an input event comes
 * first: a dialog closed with Escape is gone from the page while its focus trap still listens, and
 * a Tab pressed in between threw in Mantine's trap (keyboard.spec on CI; content-dialogs.spec
 * "a Tab right after a dialog closes"). Call once, before the first render.
 */
export function runEffectsBeforeInput(): void {
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    const done = () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(runPending);
    };
    const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
    const frame = requestAnimationFrame(done);
  };
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, runPending, { capture: true });
}
