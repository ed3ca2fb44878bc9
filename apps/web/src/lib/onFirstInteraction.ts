/**
 * Runs `task` once, shortly after the visitor first touches, clicks, types, scrolls or turns the
 * wheel on the page (in a task of its own, so the event is handled first). For code the visitor
 * will likely need next but the page does not need to show itself: the home page's cards, the
 * other pages' loaders. Fetched at idle instead, their evaluation and preload links (tasks of
 * 25-40 ms on this project's 2-CPU machine, 100-160 ms at Lighthouse's 4x) fell between the slices
 * of hydration (issue 29). Returns a function that cancels the wait.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;

export function onFirstInteraction(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of EVENTS) window.removeEventListener(type, run, options);
  };
  function run() {
    stop();
    setTimeout(task, 0);
  }
  for (const type of EVENTS) window.addEventListener(type, run, options);
  return stop;
}
