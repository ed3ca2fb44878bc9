/**
 * Ends the current task and resolves at the start of a later one, so that work split by it runs
 * as several short tasks instead of one long one (issue 29: a task over 50 ms on a slow phone
 * blocks taps and counts towards Total Blocking Time). Uses `scheduler.yield()` where the browser
 * has it (the continuation keeps its place ahead of other queued work), a zero-delay timer
 * elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
