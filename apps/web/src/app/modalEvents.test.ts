/**
 * The modal events sent before the lazy ModalsProvider listens are not lost (modalEvents.ts): they
 * are held, then sent again in order once released, and events after the release are not held.
 * Checked against @mantine/modals' own `modals.*`, so a renamed event in a Mantine update fails here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { modals } from '@mantine/modals';
import { holdModalEvents, MODAL_EVENTS } from './modalEvents';

// @mantine/modals dispatches on `window`: tests run in Node, where an EventTarget stands in for it.
const target = new EventTarget();
(globalThis as { window?: unknown }).window = target;

/** What a listener for every modal event sees on `target`, in order. */
function record(): { seen: { type: string; detail: unknown }[]; stop: () => void } {
  const seen: { type: string; detail: unknown }[] = [];
  const listener = (event: Event) => seen.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const type of MODAL_EVENTS) target.addEventListener(type, listener);
  return { seen, stop: () => MODAL_EVENTS.forEach((type) => target.removeEventListener(type, listener)) };
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.forEach((fn) => fn());
  cleanup = [];
});

describe('holdModalEvents', () => {
  it('sends the events of modals.* again, in order, once released', () => {
    const release = holdModalEvents(target);
    const confirmId = modals.openConfirmModal({ title: 'Block?', labels: { confirm: 'Yes', cancel: 'No' } });
    const openId = modals.open({ title: 'E-mail' });
    modals.close(confirmId);
    modals.closeAll();

    const provider = record();
    cleanup.push(provider.stop);
    expect(provider.seen).toEqual([]);
    release();
    expect(provider.seen.map((e) => e.type)).toEqual([
      'mantine-modals:openConfirmModal',
      'mantine-modals:openModal',
      'mantine-modals:closeModal',
      'mantine-modals:closeAllModals',
    ]);
    expect(provider.seen[0]!.detail).toMatchObject({ modalId: confirmId, title: 'Block?' });
    expect(provider.seen[1]!.detail).toMatchObject({ modalId: openId });
    expect(provider.seen[2]!.detail).toBe(confirmId);
  });

  it('tells of each event held, and of none after the release', () => {
    let held = 0;
    const release = holdModalEvents(target, () => (held += 1));
    expect(held).toBe(0);
    modals.openConfirmModal({ modalId: 'one' });
    modals.close('one');
    expect(held).toBe(2);
    release();
    modals.openConfirmModal({ modalId: 'two' });
    expect(held).toBe(2);
  });

  it('holds nothing after the release, and a second release sends nothing twice', () => {
    const release = holdModalEvents(target);
    modals.openConfirmModal({ modalId: 'first' });
    const provider = record();
    cleanup.push(provider.stop);
    release();
    modals.close('first');
    release();
    expect(provider.seen.map((e) => e.type)).toEqual([
      'mantine-modals:openConfirmModal',
      'mantine-modals:closeModal',
    ]);
  });

  it('covers every event ModalsProvider listens to', async () => {
    const fs = await import('node:fs');
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@mantine/modals');
    const source = fs.readFileSync(entry.replace(/cjs\/index\.cjs$/, 'esm/ModalsProvider.mjs'), 'utf8');
    const block = /useModalsEvents\(\{([\s\S]*?)\}\);/.exec(source)?.[1] ?? '';
    const names = [...block.matchAll(/^\s*(\w+)\s*(?:[:,]|$)/gm)].map((m) => `mantine-modals:${m[1]}`);
    expect(names.length).toBeGreaterThan(5);
    expect([...names].sort()).toEqual([...MODAL_EVENTS].sort());
  });
});
