/**
 * The toast every area shows after an action (SPEC.md section 2): green for success, red for
 * errors, blue for a notice. The app's, not one feature's (issue 33 point 3).
 */
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import i18n from 'i18next';
import { ERROR_POPUP_MS, SUCCESS_POPUP_MS } from '@nikah/shared';

/**
 * A toast: green for success, red for errors. It closes after SPEC.md section 9's popup time:
 * ERROR_POPUP_MS for an error, SUCCESS_POPUP_MS otherwise, or `ms` when given (a group created
 * stays ERROR_POPUP_MS, as SPEC.md says).
 */
export function toast(message: string, kind: 'success' | 'error' | 'info' = 'info', ms?: number): void {
  notifications.show({
    message,
    color: kind === 'success' ? 'brand' : kind === 'error' ? 'red' : 'blue',
    icon:
      kind === 'success' ? (
        <IconCheck size={18} />
      ) : kind === 'error' ? (
        <IconAlertTriangle size={18} />
      ) : undefined,
    autoClose: ms ?? (kind === 'error' ? ERROR_POPUP_MS : SUCCESS_POPUP_MS),
    // A tap on the toast reaches the button under it, and a pointer resting there does not hold
    // the toast open (Mantine pauses a hovered toast): only its close button takes the pointer.
    style: { pointerEvents: 'none' },
    closeButtonProps: { 'aria-label': i18n.t('accounts.common.close'), style: { pointerEvents: 'auto' } },
  });
}
