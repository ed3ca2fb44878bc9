/**
 * What the Lighthouse benchmarks share (bench/lighthouse.mjs, bench/stack-floor.mjs, issue 29):
 * the Chromium they launch, when a run counts as quiet, the pause that waits for it, medians and
 * reading the command line.
 */
import os from 'node:os';

/** The system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). */
export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium without its background traffic, which would share the measured link. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A run started with the 1-minute load average above this is marked not quiet (issue 29). */
export const QUIET_LOAD = 1.0;

/**
 * Waits until the 1-minute load average is at most QUIET_LOAD, or `seconds` have passed; resolves
 * with the load then. The benchmark's own Chromium and server keep the load near 1.5 on 2 CPUs,
 * and the average falls by about a third each 30 s of idling, so back-to-back runs are never
 * quiet without this pause.
 */
export async function settle(seconds) {
  const until = Date.now() + seconds * 1000;
  while (os.loadavg()[0] > QUIET_LOAD && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 2000));
  }
  return os.loadavg()[0];
}

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The value after `name` on the command line, if any. */
export function argValue(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
