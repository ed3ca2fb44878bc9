/**
 * `/guardian` (DESIGN.md D19; issue 10): what a guardian reads. The members they guard, then a
 * member's chat list, then a conversation, all read-only: no send box, and a banner "Read-only:
 * you are viewing as guardian". `?member=<profileId>&friend=<friendId>` keep the place (Back works).
 * A member who removed the guardian disappears from the list and their chats answer 403, shown as
 * "no access". New messages show without a reload (./live.ts).
 */
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconEye, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ChatMessage, FriendItem, GuardianMessagesResponse } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { ApiError } from '../../lib/api';
import { useSession } from '../../app/session';
import { useGuardianLive } from './live';
import { useGuardedFriends, useGuardedMembers, useGuardedMessages } from './queries';

const idOf = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('guardian.page.loading')}>
      <Stack gap="xs">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    </div>
  );
}

function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="guardian-no-access"
    >
      {t('guardian.page.noAccess')}
    </Alert>
  );
}

export function GuardianPage() {
  const { t } = useTranslation();
  const session = useSession();
  useGuardianLive(session);
  const [params, setParams] = useSearchParams();
  const member = idOf(params.get('member'));
  const friend = idOf(params.get('friend'));
  const go = (next: { member?: number; friend?: number }) => {
    const p = new URLSearchParams();
    if (next.member) p.set('member', String(next.member));
    if (next.friend) p.set('friend', String(next.friend));
    setParams(p);
  };
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="guardian-page">
      <PageHeader title={t('guardian.page.title')} />
      <Alert
        color="blue.9"
        variant="light"
        icon={<IconEye aria-hidden />}
        mb="md"
        data-testid="guardian-readonly-banner"
      >
        <Text fw={700}>{t('guardian.page.banner')}</Text>
        <Text size="sm">{t('guardian.page.bannerText')}</Text>
      </Alert>
      {!session ? (
        <Stack gap="xs" data-testid="guardian-login">
          <Text>{t('guardian.page.login')}</Text>
          <Anchor component={Link} to="/guardian/accept">
            {t('guardian.page.acceptLink')}
          </Anchor>
        </Stack>
      ) : member === null ? (
        <Members onPick={(id) => go({ member: id })} />
      ) : friend === null ? (
        <Friends member={member} onBack={() => go({})} onPick={(id) => go({ member, friend: id })} />
      ) : (
        <Conversation member={member} friend={friend} onBack={() => go({ member })} />
      )}
    </Container>
  );
}

function Members({ onPick }: { onPick: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const members = useGuardedMembers(true);
  if (members.isPending) return <Loading />;
  if (members.isError) {
    return <QueryError onRetry={() => void members.refetch()} retrying={members.isFetching} />;
  }
  const list = members.data.members;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('guardian.page.members')}
      </Title>
      {list.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="guardian-no-members">
          {t('guardian.page.noMembers')}
        </Alert>
      ) : (
        list.map((m) => (
          <Card key={m.profile_id} withBorder padding="sm" data-testid="guarded-member">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>
                  <bdi>{m.full_name}</bdi>
                </Text>
                {m.accepted_on && (
                  <Text size="sm" c="dimmed">
                    {t('guardian.page.since', {
                      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                        new Date(m.accepted_on),
                      ),
                    })}
                  </Text>
                )}
              </Stack>
              <Button
                variant="light"
                leftSection={<IconShieldCheck size={18} aria-hidden />}
                onClick={() => onPick(m.profile_id)}
                data-testid="guarded-member-open"
              >
                {t('guardian.page.friends')}
              </Button>
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      leftSection={
        <IconArrowLeft size={18} aria-hidden style={{ transform: 'var(--guardian-flip, none)' }} />
      }
      onClick={onBack}
      w="fit-content"
      data-testid="guardian-back"
    >
      {t('guardian.page.back')}
    </Button>
  );
}

function Friends({
  member,
  onBack,
  onPick,
}: {
  member: number;
  onBack: () => void;
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation();
  const friends = useGuardedFriends(member);
  return (
    <Stack gap="sm">
      <BackButton onBack={onBack} />
      <Title order={2} size="h4">
        {t('guardian.page.friends')}
      </Title>
      {friends.isPending ? (
        <Loading />
      ) : friends.isError ? (
        isForbidden(friends.error) ? (
          <NoAccess />
        ) : (
          <QueryError onRetry={() => void friends.refetch()} retrying={friends.isFetching} />
        )
      ) : friends.data.friends.length === 0 ? (
        <Text c="dimmed" data-testid="guardian-no-friends">
          {t('guardian.page.noFriends')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid="guardian-friends"
        >
          {friends.data.friends.map((f) => (
            <FriendRow key={f.friend_id} friend={f} onPick={() => onPick(f.friend_id)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FriendRow({ friend, onPick }: { friend: FriendItem; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <Card
        withBorder
        padding="sm"
        component="button"
        type="button"
        onClick={onPick}
        style={{ width: '100%', textAlign: 'start', cursor: 'pointer' }}
        data-testid="guardian-friend"
      >
        <Group wrap="nowrap" gap="sm">
          <Avatar src={friend.avatar} alt="" radius="xl" />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} truncate>
              <bdi>{friend.full_name}</bdi>
            </Text>
            <Text size="sm" c="dimmed" truncate>
              <bdi>{friend.last_message?.text ?? t('guardian.page.noMessages')}</bdi>
            </Text>
          </Stack>
          {friend.unread_count > 0 && (
            <Badge variant="filled" aria-hidden>
              {friend.unread_count}
            </Badge>
          )}
        </Group>
      </Card>
    </li>
  );
}

function Conversation({ member, friend, onBack }: { member: number; friend: number; onBack: () => void }) {
  const friends = useGuardedFriends(member);
  const messages = useGuardedMessages(member, friend);
  const name = friends.data?.friends.find((f) => f.friend_id === friend)?.full_name;
  return (
    <Stack gap="sm">
      <BackButton onBack={onBack} />
      {name && (
        <Title order={2} size="h4">
          <bdi>{name}</bdi>
        </Title>
      )}
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        isForbidden(messages.error) ? (
          <NoAccess />
        ) : (
          <QueryError onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
        )
      ) : (
        <MessageDays page={messages.data} member={member} />
      )}
    </Stack>
  );
}

function MessageDays({ page, member }: { page: GuardianMessagesResponse; member: number }) {
  const { t, i18n } = useTranslation();
  const days = Object.entries(page.groupedMessages);
  if (days.length === 0) {
    return (
      <Text c="dimmed" data-testid="guardian-no-messages">
        {t('guardian.page.noMessages')}
      </Text>
    );
  }
  const dayName = (label: string) => {
    const [y, m, d] = label.split('-').map(Number);
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)),
    );
  };
  return (
    <Stack gap="md" data-testid="guardian-messages" aria-live="polite">
      {days.map(([label, list]) => (
        <Stack key={label} gap="xs" component="section" aria-label={dayName(label)}>
          <Text size="xs" c="dimmed" ta="center">
            {dayName(label)}
          </Text>
          {list.map((m) => (
            <Bubble key={m.message_id} message={m} mine={m.sender_id === member} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function Bubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      padding="xs"
      radius="md"
      withBorder
      maw="85%"
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
      bg={mine ? 'var(--mantine-color-brand-0, #eef)' : undefined}
      data-testid="guardian-message"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <bdi>{message.text}</bdi>
      </Text>
      {message.scam && (
        <Text size="xs" c="red.9" fw={600}>
          {t('guardian.page.scam')}
        </Text>
      )}
      <Text size="xs" c="dimmed" ta="end">
        {new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
          new Date(message.timestamp),
        )}
      </Text>
    </Card>
  );
}
