/**
 * The notice of a tab whose live connection the server let go because the member's account is
 * open on more than SOCKETS_PER_MEMBER devices (issue 28 point 9, lib/socket.ts state 'closed'): a
 * quiet toast (a status, not an alert) that stays until closed, with a reload, which connects
 * this tab again (the member's oldest other device then gives way).
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** One notice per tab, however many pages ask for it. */
const NOTICE_ID = 'socket-replaced';

function SocketReplacedNotice() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between" data-testid="socket-replaced">
      <Text size="sm">{t('chat.page.replaced')}</Text>
      <Button size="compact-sm" variant="light" onClick={() => window.location.reload()}>
        {t('chat.page.reload')}
      </Button>
    </Group>
  );
}

/** Shows the notice (once: while it is shown, another call does nothing). */
export function showSocketReplacedNotice(): void {
  notifications.show({
    id: NOTICE_ID,
    message: <SocketReplacedNotice />,
    autoClose: false,
    color: 'gray',
    role: 'status',
  });
}
