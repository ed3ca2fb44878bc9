/**
 * The member menu's count of unread chat messages (SPEC.md section 3 `totalUnread`): refreshed on
 * window focus and every minute; the chat page keeps the same query live from the socket's
 * `unread` events. Nothing when there is none.
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChatUnread } from './queries';

export function ChatUnreadNavBadge() {
  const { t } = useTranslation();
  const count = useChatUnread().data?.totalUnread ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      variant="filled"
      circle={count < 10}
      aria-label={t('chat.nav.unread', { count })}
      data-testid="nav-chat-count"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
