/**
 * `modals.*` of @mantine/modals (confirmations, the e-mail dialog) are window events named
 * `mantine-modals:<name>`, handled by ModalsProvider while it is mounted and otherwise lost. The
 * provider (with Mantine's Modal, focus trap and scroll lock) is a chunk loaded and mounted when
 * the first dialog is asked for (app/providers.tsx), off the first route's JavaScript (issue 11):
 * the events sent before it listens are held here and sent again once it does.
 */

/** The events ModalsProvider listens to (@mantine/modals 8, events.mjs and ModalsProvider.mjs). */
export const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/**
 * Starts holding the modal events sent to `target` (the window); `onHeld` runs on each one held
 * (the app then mounts the provider).
 * @returns `release`: stops holding and sends the held events again, in their order, to `target`
 *   (whose listeners are then the provider's); later calls do nothing.
 */
export function holdModalEvents(target: EventTarget, onHeld: () => void = () => undefined): () => void {
  const held: { type: string; detail: unknown }[] = [];
  const hold = (event: Event) => {
    held.push({
      type: event.type,
      detail: event instanceof CustomEvent ? (event.detail as unknown) : undefined,
    });
    onHeld();
  };
  for (const type of MODAL_EVENTS) target.addEventListener(type, hold);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const type of MODAL_EVENTS) target.removeEventListener(type, hold);
    for (const { type, detail } of held.splice(0)) target.dispatchEvent(new CustomEvent(type, { detail }));
  };
}
