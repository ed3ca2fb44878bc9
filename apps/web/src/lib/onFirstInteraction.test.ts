/**
 * onFirstInteraction (issue 29): the task runs once, after the first touch, click, key, scroll or
 * wheel, in a task of its own (after the event's handlers), and never after the wait is cancelled.
 * Tests run in Node: the page's window is an EventTarget.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './onFirstInteraction';

let page: EventTarget;

beforeEach(() => {
  vi.useFakeTimers();
  page = new EventTarget();
  vi.stubGlobal('window', page);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'])(
    'runs the task once, in a later task, from the first %s on',
    (type) => {
      const task = vi.fn();
      onFirstInteraction(task);
      page.dispatchEvent(new Event(type));
      // Not inside the event: its own handlers come first.
      expect(task).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
      page.dispatchEvent(new Event('pointerdown'));
      page.dispatchEvent(new Event(type));
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
    },
  );

  it('waits for an interaction: other events and time alone do nothing', () => {
    const task = vi.fn();
    onFirstInteraction(task);
    page.dispatchEvent(new Event('mousemove'));
    page.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('never runs the task once the wait is cancelled', () => {
    const task = vi.fn();
    const cancel = onFirstInteraction(task);
    cancel();
    page.dispatchEvent(new Event('keydown'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
