/**
 * The toast every area shows after an action (SPEC.md section 2): green for success, red for
 * errors, blue for a notice. The app's, not one feature's (issue 33 point 3).
 */
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import i18n from 'i18next';

/** A toast: green for success, red for errors. */
export function toast(message: string, kind: 'success' | 'error' | 'info' = 'info'): void {
  notifications.show({
    message,
    color: kind === 'success' ? 'brand' : kind === 'error' ? 'red' : 'blue',
    icon:
      kind === 'success' ? (
        <IconCheck size={18} />
      ) : kind === 'error' ? (
        <IconAlertTriangle size={18} />
      ) : undefined,
    autoClose: kind === 'error' ? 6000 : 4000,
    closeButtonProps: { 'aria-label': i18n.t('accounts.common.close') },
  });
}
