/** Helpers shared by the signup and edit wizards. */
import { useCallback, useEffect, useRef } from 'react';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { contactShape, familyShape, otherShape, passwordShape, personalShape } from '@nikah/shared';
import type { FormValues } from '../drafts';

/** Keywords before the list loads (SPEC.md section 9: a placeholder list; here none). */
export const NO_KEYWORDS: readonly string[] = [];

const STEP_OF_FIELD: Record<string, number> = {};
for (const [index, shape] of [
  personalShape,
  familyShape,
  contactShape,
  otherShape,
  passwordShape,
].entries()) {
  for (const key of Object.keys(shape)) STEP_OF_FIELD[key] = index;
}
STEP_OF_FIELD.otp = 5;

/** The wizard step (index) that holds `field`, or undefined (e.g. username). */
export function stepOfField(field: string): number | undefined {
  return STEP_OF_FIELD[field.split('.')[0] ?? field];
}

/**
 * The draft values in a ref (typing does not re-render the wizard) and a debounced writer.
 * `stop()` cancels a pending write for good (after Cancel or a successful signup).
 */
export function useDraftStore(initial: FormValues, write: (values: FormValues) => void, delayMs = 400) {
  const values = useRef<FormValues>(initial);
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(false);
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  }, [write]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (!stopped.current) writeRef.current(values.current);
  }, []);

  const change = useCallback(
    (patch: FormValues) => {
      values.current = { ...values.current, ...patch };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  const stop = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(timer.current);
  }, []);

  // Leaving the page writes what is pending.
  useEffect(
    () => () => {
      if (timer.current !== undefined) flush();
    },
    [flush],
  );

  return { values, change, flush, stop };
}

/** Asks before Cancel deletes the draft (SPEC.md section 2: Cancel clears it and goes home). */
export function useConfirmCancel() {
  const { t } = useTranslation();
  return useCallback(
    (onConfirm: () => void) =>
      modals.openConfirmModal({
        title: t('accounts.wizard.cancelTitle'),
        centered: true,
        children: t('accounts.wizard.cancelText'),
        labels: { confirm: t('accounts.wizard.cancelConfirm'), cancel: t('accounts.wizard.cancelKeep') },
        confirmProps: { color: 'red', 'data-testid': 'cancel-confirm' },
        closeButtonProps: { 'aria-label': t('accounts.common.close') },
        onConfirm,
      }),
    [t],
  );
}
