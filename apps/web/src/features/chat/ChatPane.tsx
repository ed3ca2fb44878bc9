/**
 * The open conversation (SPEC.md sections 2, 4 and 8): a header with Back (phones show the list
 * and the conversation as two screens), the friend's name, the guardian-present marker and View
 * Profile; the messages ('No messages yet' when none) with the typing indicator; and the send box,
 * or 'This user has been blocked.' with Unblock for a friend the member blocked.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, Avatar, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBan, IconShieldHalfFilled, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FriendItem } from '@nikah/shared';
import { QueryError } from '../../components/QueryError';
import { MessageList } from './MessageList';
import { useChatBlock, useConversation, useLoadEarlier } from './queries';
import { SendBox } from './SendBox';
import classes from './chat.module.css';

interface Props {
  me: number;
  friend: FriendItem;
  typing: boolean;
  onBack: () => void;
  /** Called when the conversation's messages change (the page marks them read). */
  onMessages: () => void;
}

export function ChatPane({ me, friend, typing, onBack, onMessages }: Props) {
  const { t, i18n } = useTranslation();
  const conversation = useConversation(me, friend.friend_id);
  const earlier = useLoadEarlier(me, friend.friend_id);
  const unblock = useChatBlock(me);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = conversation.data?.messages.at(-1)?.message_id;
  const firstId = conversation.data?.messages[0]?.message_id;
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const BackIcon = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  // Newest message (or the typing line) in view; an earlier page keeps the reader's place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
      return;
    }
    el.scrollTop = el.scrollHeight;
  }, [lastId, firstId, typing]);

  useEffect(() => {
    if (lastId !== undefined) onMessages();
  }, [lastId, onMessages]);

  const loadEarlier = () => {
    const el = scroller.current;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    earlier.mutate();
  };

  return (
    <div className={classes.pane} data-testid="chat-pane" data-friend={friend.friend_id}>
      <Group gap="xs" wrap="nowrap" className={classes.paneHeader}>
        <Button
          variant="subtle"
          px="xs"
          leftSection={<BackIcon size={18} aria-hidden />}
          onClick={onBack}
          className={classes.back}
          aria-label={t('chat.pane.back')}
          data-testid="chat-back"
        >
          <span className={classes.phoneHidden}>{t('chat.pane.back')}</span>
        </Button>
        <Avatar src={friend.avatar} alt="" radius="xl" size={36} color="brand">
          {friend.full_name.slice(0, 1)}
        </Avatar>
        <Stack gap={0} className={classes.friendText}>
          <Text fw={700} truncate component="h2" size="md" data-testid="chat-pane-name">
            <bdi>{friend.full_name}</bdi>
          </Text>
          {friend.guardian_present && (
            <Group gap={4} wrap="nowrap" data-testid="chat-guardian">
              <IconShieldHalfFilled size={14} aria-hidden className={classes.guardianIcon} />
              <Text size="xs" c="dimmed" truncate>
                {t('chat.friends.guardian')}
              </Text>
            </Group>
          )}
        </Stack>
        <Button
          component={Link}
          to={`/profiles/${friend.slug}`}
          variant="light"
          size="xs"
          leftSection={<IconUser size={16} aria-hidden />}
          aria-label={t('chat.pane.viewProfile')}
          data-testid="chat-view-profile"
        >
          <span className={classes.phoneHidden}>{t('chat.pane.viewProfile')}</span>
        </Button>
      </Group>

      <div
        ref={scroller}
        className={classes.scroller}
        role="log"
        aria-live="polite"
        aria-label={t('chat.pane.messages', { name: friend.full_name })}
        tabIndex={0}
        data-testid="chat-messages"
      >
        {conversation.isPending ? (
          <Group justify="center" p="lg" aria-label={t('chat.pane.loading')}>
            <Loader size="sm" />
          </Group>
        ) : !conversation.data ? (
          <QueryError onRetry={() => void conversation.refetch()} retrying={conversation.isFetching} />
        ) : conversation.data.messages.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg" data-testid="chat-no-messages">
            {t('chat.pane.empty')}
          </Text>
        ) : (
          <MessageList
            me={me}
            messages={conversation.data.messages}
            hasMore={conversation.data.hasMore}
            loadingEarlier={earlier.isPending}
            onLoadEarlier={loadEarlier}
          />
        )}
        {typing && (
          <Text size="sm" c="dimmed" fs="italic" mt="xs" data-testid="chat-typing">
            {t('chat.pane.typing', { name: friend.full_name })}
          </Text>
        )}
      </div>

      <div className={classes.footer}>
        {friend.blocked ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconBan size={18} aria-hidden />}
            data-testid="chat-blocked"
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('chat.pane.blocked')}</Text>
              <Button
                size="xs"
                variant="outline"
                loading={unblock.isPending}
                onClick={() => unblock.mutate({ friend: friend.friend_id, block: false })}
                data-testid="chat-unblock"
              >
                {t('chat.pane.unblock')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <SendBox key={friend.friend_id} me={me} friend={friend.friend_id} />
        )}
      </div>
    </div>
  );
}
