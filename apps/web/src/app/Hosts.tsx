import { useLayoutEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { SUCCESS_POPUP_MS } from '@nikah/shared';
import { HEADER_HEIGHT } from './layout/Header';
import classes from './Hosts.module.css';

/**
 * The hosts of Mantine's toasts (`notifications.show`) and dialogs (`modals.*`), a chunk of its own
 * loaded and mounted when the first toast or dialog is asked for (app/providers.tsx): they,
 * Mantine's Modal with its focus trap and scroll lock, and the transitions are not on the first
 * route's JavaScript (issue 11, apps/web/scripts/check-budget.mjs). `onListening` runs once the
 * dialogs' host listens: the dialogs asked for before then are sent again (app/modalEvents.ts).
 */
export default function Hosts({ onListening }: { onListening: () => void }) {
  // After ModalsProvider's own layout effect (a child's runs first), where it starts listening.
  useLayoutEffect(onListening, [onListening]);
  return (
    <>
      {/* Toasts shown without toast() close after SPEC.md's success popup time too. Below the top
          bar, so that a toast never lies over its menu, language and sign-in buttons on a phone. */}
      <Notifications
        position="top-center"
        limit={3}
        autoClose={SUCCESS_POPUP_MS}
        className={classes.toasts}
        style={{ '--toasts-top': `${HEADER_HEIGHT + 8}px` }}
      />
      <ModalsProvider />
    </>
  );
}
