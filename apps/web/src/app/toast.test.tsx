/**
 * The toast's durations are SPEC.md section 9's (success popup 2 s; group-created and error popups
 * 3 s), read from packages/shared: the notification Mantine's store holds carries them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { ERROR_POPUP_MS, SUCCESS_POPUP_MS } from '@nikah/shared';
import { toast } from './toast';

/** The autoClose of the toast `show` puts in the store. */
function shownFor(show: () => void): number | boolean | undefined {
  cleanNotifications();
  show();
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].at(-1)?.autoClose;
}

afterEach(() => cleanNotifications());

describe('toast', () => {
  it('closes a success or notice toast after SUCCESS_POPUP_MS', () => {
    expect(shownFor(() => toast('Saved.', 'success'))).toBe(SUCCESS_POPUP_MS);
    expect(shownFor(() => toast('Note.', 'info'))).toBe(SUCCESS_POPUP_MS);
  });

  it('closes an error toast, or one asked to stay as long, after ERROR_POPUP_MS', () => {
    expect(shownFor(() => toast('Failed.', 'error'))).toBe(ERROR_POPUP_MS);
    expect(shownFor(() => toast('Group created.', 'success', ERROR_POPUP_MS))).toBe(ERROR_POPUP_MS);
  });
});
