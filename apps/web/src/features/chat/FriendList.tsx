/**
 * The friend list of the chat page (SPEC.md sections 2 and 4): search by name, each friend with
 * avatar, last message, unread badge, online dot or last active, the guardian-present marker, and
 * Block (behind a confirm dialog). 'No friends found.' when the list (or the search) is empty.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Indicator,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconSearch, IconShieldHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FriendItem } from '@nikah/shared';
import { ago } from './format';
import { filterFriends } from './messages';
import { useChatBlock } from './queries';
import classes from './chat.module.css';

interface Props {
  me: number;
  friends: FriendItem[];
  selected: number | null;
  onSelect: (friendId: number) => void;
}

export function FriendList({ me, friends, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = filterFriends(friends, query);
  return (
    <Stack gap="xs" className={classes.list} data-testid="chat-friends">
      <TextInput
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        placeholder={t('chat.friends.search')}
        aria-label={t('chat.friends.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        data-testid="chat-search"
      />
      {shown.length === 0 ? (
        <Stack gap={4} p="sm" data-testid="chat-no-friends">
          <Text fw={600}>{t('chat.friends.empty')}</Text>
          {friends.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('chat.friends.emptyHint')}
            </Text>
          )}
        </Stack>
      ) : (
        <ul className={classes.friendItems} aria-label={t('chat.friends.title')}>
          {shown.map((f) => (
            <FriendRow
              key={f.friend_id}
              me={me}
              friend={f}
              active={f.friend_id === selected}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function FriendRow({
  me,
  friend,
  active,
  onSelect,
}: {
  me: number;
  friend: FriendItem;
  active: boolean;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const block = useChatBlock(me);
  const last = friend.last_message;
  const preview = last
    ? last.sender_id === me
      ? t('chat.friends.you', { text: last.text })
      : last.text
    : '';
  const askBlock = () =>
    modals.openConfirmModal({
      title: t('chat.friends.blockTitle'),
      centered: true,
      children: <Text size="sm">{t('chat.friends.blockText', { name: friend.full_name })}</Text>,
      labels: { confirm: t('chat.friends.blockConfirm'), cancel: t('chat.friends.cancel') },
      confirmProps: { color: 'red.9', 'data-testid': 'chat-block-confirm' },
      onConfirm: () => block.mutate({ friend: friend.friend_id, block: true }),
    });
  return (
    <li
      className={classes.friendRow}
      data-active={active || undefined}
      data-testid="chat-friend"
      data-friend={friend.friend_id}
    >
      <UnstyledButton
        className={classes.friendOpen}
        onClick={() => onSelect(friend.friend_id)}
        aria-current={active ? 'true' : undefined}
        aria-label={t('chat.friends.open', { name: friend.full_name })}
        data-testid="chat-friend-open"
      >
        <Group gap="sm" wrap="nowrap" align="center">
          <Indicator
            color={friend.online ? 'green' : 'gray'}
            disabled={!friend.online}
            offset={5}
            size={11}
            withBorder
            position="bottom-end"
          >
            <Avatar src={friend.avatar} alt="" radius="xl" size={44} color="brand">
              {friend.full_name.slice(0, 1)}
            </Avatar>
          </Indicator>
          <Stack gap={0} className={classes.friendText}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate>
                <bdi>{friend.full_name}</bdi>
              </Text>
              {friend.guardian_present && (
                <Tooltip label={t('chat.friends.guardianHint')}>
                  <IconShieldHalfFilled
                    size={16}
                    aria-label={t('chat.friends.guardian')}
                    className={classes.guardianIcon}
                  />
                </Tooltip>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate data-testid="chat-friend-presence">
              {friend.blocked
                ? t('chat.friends.blocked')
                : friend.online
                  ? t('chat.friends.online')
                  : friend.last_active
                    ? t('chat.friends.lastActive', { when: ago(friend.last_active, i18n.language) })
                    : ''}
            </Text>
            {preview && (
              <Text size="sm" truncate className={classes.preview}>
                <bdi>{preview}</bdi>
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
      {friend.unread_count > 0 && (
        <Badge
          size="sm"
          variant="filled"
          circle={friend.unread_count < 10}
          aria-label={t('chat.friends.unread', { count: friend.unread_count })}
          data-testid="chat-friend-unread"
        >
          {friend.unread_count > 99 ? '99+' : friend.unread_count}
        </Badge>
      )}
      {!friend.blocked && (
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          onClick={askBlock}
          loading={block.isPending}
          aria-label={t('chat.friends.blockLabel', { name: friend.full_name })}
          data-testid="chat-friend-block"
        >
          <IconBan size={18} aria-hidden />
        </ActionIcon>
      )}
    </li>
  );
}
