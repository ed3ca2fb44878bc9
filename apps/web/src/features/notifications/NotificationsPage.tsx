/**
 * `/notifications` (D21, issue 30): every notification, newest first, with "mark all read"; the
 * settings: which kinds reach me by push, e-mail and SMS, quiet hours in my own time zone; and my
 * saved searches (open, delete). Members only: a visitor is sent to the login page.
 */
import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPreferences,
} from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useSession } from '../../app/session';
import { toast } from '../../app/toast';
import { errorText } from '../../lib/messages';
import { NotificationRow, PushOffer } from './NotificationBell';
import {
  useDeleteSavedSearch,
  useMarkRead,
  useNotifications,
  usePreferences,
  useSavedSearches,
  useUpdatePreferences,
} from './queries';

/** Time zones offered: the browser's own first, then the ones many members live in. */
function zoneChoices(current: string): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const common = [
    'Asia/Kolkata',
    'Asia/Dubai',
    'Asia/Riyadh',
    'Asia/Qatar',
    'Asia/Kuwait',
    'Europe/London',
    'America/New_York',
    'America/Toronto',
    'Australia/Sydney',
    'Asia/Singapore',
  ];
  return [...new Set([current, own, ...common].filter(Boolean))];
}

function NotificationList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  if (list.isPending) return <Loader size="sm" aria-label={t('notifications.loading')} />;
  if (list.isError) return <QueryError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const pages = Math.max(1, Math.ceil(list.data.count / NOTIFICATIONS_PAGE_SIZE));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">{t('notifications.unreadCount', { count: list.data.unread })}</Text>
        <Button
          size="compact-sm"
          variant="light"
          disabled={list.data.unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
          data-testid="notifications-page-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {list.data.results.length === 0 ? (
        <Text c="gray.7" data-testid="notifications-empty">
          {t('notifications.empty')}
        </Text>
      ) : (
        list.data.results.map((item) => (
          <NotificationRow
            key={item.id}
            item={item}
            onOpen={() => !item.read && markRead.mutate([item.id])}
          />
        ))
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}

function ChannelTable({ prefs }: { prefs: NotificationPreferences }) {
  const { t } = useTranslation();
  const update = useUpdatePreferences();
  const set = (channel: (typeof NOTIFICATION_CHANNELS)[number], kind: string, on: boolean) =>
    update.mutate(
      { channels: { [channel]: { [kind]: on } } },
      { onError: (error) => toast(errorText(t, error), 'error') },
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped data-testid="notification-channels">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.settings.kind')}</Table.Th>
            {NOTIFICATION_CHANNELS.map((c) => (
              <Table.Th key={c}>{t(`notifications.channels.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>{t(`notifications.kinds.${kind}`)}</Table.Td>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Td key={channel}>
                  <Checkbox
                    checked={prefs.channels[channel][kind] ?? true}
                    onChange={(e) => set(channel, kind, e.currentTarget.checked)}
                    aria-label={`${t(`notifications.kinds.${kind}`)}: ${t(`notifications.channels.${channel}`)}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function QuietHours({ prefs }: { prefs: NotificationPreferences }) {
  const { t } = useTranslation();
  const update = useUpdatePreferences();
  const [start, setStart] = useState(prefs.quiet_hours?.start ?? DEFAULT_QUIET_HOURS.start);
  const [end, setEnd] = useState(prefs.quiet_hours?.end ?? DEFAULT_QUIET_HOURS.end);
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onSuccess: () => toast(t('notifications.settings.saved'), 'success'),
      onError: (error) => toast(errorText(t, error), 'error'),
    });
  return (
    <Stack gap="xs">
      <Switch
        checked={prefs.quiet_hours !== null}
        onChange={(e) => save({ quiet_hours: e.currentTarget.checked ? { start, end } : null })}
        label={t('notifications.settings.quietOn')}
        data-testid="quiet-hours-switch"
      />
      <Text size="sm" c="gray.7">
        {t('notifications.settings.quietHelp')}
      </Text>
      <Group gap="xs" align="flex-end">
        <TextInput
          type="time"
          label={t('notifications.settings.from')}
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
        />
        <TextInput
          type="time"
          label={t('notifications.settings.to')}
          value={end}
          onChange={(e) => setEnd(e.currentTarget.value)}
        />
        <Select
          label={t('notifications.settings.zone')}
          data={zoneChoices(prefs.time_zone)}
          value={prefs.time_zone}
          onChange={(zone) => zone && save({ time_zone: zone })}
          searchable
          allowDeselect={false}
        />
        <Button
          variant="light"
          onClick={() => save({ quiet_hours: { start, end } })}
          disabled={prefs.quiet_hours === null}
        >
          {t('notifications.settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function SavedSearches() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (searches.isPending) return <Loader size="sm" aria-label={t('notifications.loading')} />;
  if (searches.isError) {
    return <QueryError onRetry={() => void searches.refetch()} retrying={searches.isFetching} />;
  }
  if (searches.data.results.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('notifications.searches.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="saved-searches">
      {searches.data.results.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={`/profiles?${new URLSearchParams(s.filters).toString()}`}>
            {s.name}
          </Anchor>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={remove.isPending && remove.variables === s.id}
            onClick={() => remove.mutate(s.id)}
            aria-label={t('notifications.searches.deleteNamed', { name: s.name })}
          >
            {t('notifications.searches.delete')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function Settings() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  if (prefs.isPending) return <Loader size="sm" aria-label={t('notifications.loading')} />;
  if (prefs.isError) return <QueryError onRetry={() => void prefs.refetch()} retrying={prefs.isFetching} />;
  return (
    <Stack gap="md">
      <ChannelTable prefs={prefs.data} />
      <QuietHours prefs={prefs.data} />
    </Stack>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="notifications-page">
      <PageHeader title={t('notifications.title')} />
      <Stack gap="lg">
        <PushOffer />
        <Card withBorder>
          <NotificationList />
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('notifications.settings.title')}
          </Title>
          <Settings />
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('notifications.searches.title')}
          </Title>
          <SavedSearches />
        </Card>
      </Stack>
    </Container>
  );
}
