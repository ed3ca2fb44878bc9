/**
 * The open group's chat pane (SPEC.md sections 2, 6 and 8): Back, the messages (a superuser's
 * styled apart, sender name and time, the scam warning on a matched message), and the send box
 * (Send disabled while blank) kept at the bottom of the visible screen, also with a phone's
 * keyboard open (dvh units, groups.module.css). No group open: 'Please select a group to start
 * chatting...'; a group not joined: 'You need to join this group to see messages!❗' with Join.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconSend, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GROUP_MESSAGE_MAX, groupText, msg, type GroupItem, type GroupMessage } from '@nikah/shared';
import { QueryError } from '../../components/QueryError';
import { translateRef } from '../../lib/messages';
import type { Session } from '../../app/session';
import { useGroupMembership, useGroupMessages, useSendGroupMessage } from './queries';
import classes from './groups.module.css';

export function GroupChat({
  session,
  group,
  poll,
  onBack,
}: {
  session: Session;
  group: GroupItem | null;
  poll: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  if (!group) {
    return (
      <div className={classes.placeholder} data-testid="group-select">
        <Text c="dimmed">{translateRef(t, msg('selectGroup'))}</Text>
      </div>
    );
  }
  return (
    <section className={classes.pane} aria-labelledby="group-chat-title" data-testid="group-chat">
      <Group gap="xs" p="xs" className={classes.paneHead} wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconArrowLeft size={18} aria-hidden className={classes.backIcon} />}
          onClick={onBack}
          data-testid="group-back"
        >
          {t('groups.chat.back')}
        </Button>
        <Title order={2} size="h5" id="group-chat-title" lineClamp={1} className={classes.heading}>
          <bdi>{group.group_name}</bdi>
        </Title>
      </Group>
      {group.joined || session.isSuperuser ? (
        <Conversation key={group.id} session={session} group={group} poll={poll} />
      ) : (
        <JoinFirst session={session} group={group} />
      )}
    </section>
  );
}

function JoinFirst({ session, group }: { session: Session; group: GroupItem }) {
  const { t } = useTranslation();
  const membership = useGroupMembership(session.profileId);
  return (
    <div className={classes.placeholder} data-testid="group-join-first">
      <Stack align="center" gap="sm">
        <Text>{translateRef(t, msg('joinGroupFirst'))}</Text>
        {session.profileId !== null && (
          <Button loading={membership.isPending} onClick={() => membership.mutate({ group, join: true })}>
            {t('groups.sidebar.join')}
          </Button>
        )}
      </Stack>
    </div>
  );
}

function Conversation({ session, group, poll }: { session: Session; group: GroupItem; poll: boolean }) {
  const { t } = useTranslation();
  const messages = useGroupMessages({ ...group, joined: true }, poll);
  const send = useSendGroupMessage(group, session.profileId);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const count = messages.data?.messages.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);
  const valid = groupText.safeParse(draft).success;
  const submit = async () => {
    if (!valid) return;
    try {
      await send.mutateAsync(draft.trim());
      setDraft('');
    } catch {
      // The hook's toast said why; the draft stays.
    }
  };
  return (
    <>
      <div className={classes.messages} ref={listRef} data-testid="group-messages">
        {messages.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('groups.chat.loading')} />
          </Group>
        ) : messages.isError ? (
          <QueryError onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
        ) : messages.data.messages.length === 0 ? (
          <Text c="dimmed" ta="center" p="md" data-testid="group-no-messages">
            {t('groups.chat.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" className={classes.list} aria-label={t('groups.chat.messages')}>
            {messages.data.messages.map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                mine={m.sender_id !== null && m.sender_id === session.profileId}
              />
            ))}
          </Stack>
        )}
      </div>
      <form
        className={classes.sendBox}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Textarea
          className={classes.grow}
          aria-label={t('groups.chat.input')}
          placeholder={t('groups.chat.placeholder')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={GROUP_MESSAGE_MAX}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
          data-testid="group-input"
        />
        <Button
          type="submit"
          disabled={!valid}
          loading={send.isPending}
          leftSection={<IconSend size={18} aria-hidden className={classes.backIcon} />}
          data-testid="group-send"
        >
          {t('groups.chat.send')}
        </Button>
      </form>
    </>
  );
}

function MessageBubble({ message, mine }: { message: GroupMessage; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(message.timestamp),
  );
  const name =
    message.sender_id === null && message.from_admin ? t('groups.chat.admin') : message.sender_name;
  return (
    <Paper
      component="li"
      p="xs"
      radius="md"
      className={classes.bubble}
      data-mine={mine || undefined}
      data-admin={message.from_admin || undefined}
      data-testid="group-message"
    >
      <Group gap={6} wrap="nowrap">
        {message.from_admin && <IconShieldCheck size={16} aria-hidden />}
        <Text size="xs" fw={700}>
          <bdi>{name}</bdi>
          {message.from_admin && <> · {t('groups.chat.adminBadge')}</>}
        </Text>
      </Group>
      <Text size="sm" className={classes.text} dir="auto">
        {message.text}
      </Text>
      {message.scam && (
        <Alert
          color="orange"
          variant="light"
          p={6}
          mt={4}
          icon={<IconAlertTriangle size={16} aria-hidden />}
          data-testid="group-scam-warning"
        >
          <Text size="xs">{t('groups.chat.scamWarning')}</Text>
        </Alert>
      )}
      <Text size="xs" c="dimmed" ta="end">
        <time dateTime={message.timestamp}>{time}</time>
      </Text>
    </Paper>
  );
}
