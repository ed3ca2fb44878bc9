/**
 * A button's icon that turns into a spinner while what the button opens is loading (a dialog's
 * code at the first tap, app/useLazyDialog.ts). Instead of Mantine's `loading`, which disables the
 * button: a focused button that becomes disabled drops the keyboard's focus to the page, and the
 * dialog would then give it back there when it closes.
 */
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';

export function LoadingIcon({ loading, children }: { loading: boolean; children: ReactNode }) {
  return loading ? <Loader size={18} aria-hidden /> : children;
}
