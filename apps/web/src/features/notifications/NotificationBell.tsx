/**
 * The bell in the header (D21, issue 30): the member's unread count, live over the socket
 * (`notification:new`), and a panel with the newest items (each opens the page it is about),
 * "mark all read", its loading, error and empty states, a link to all notifications and settings,
 * and, after the first proposal sent or received, the offer to turn on notifications on this
 * device. It also stores the interface language the member chooses, so that texts sent while
 * the site is closed come in it. Loaded lazily by the header, only for a signed-in member.
 */
import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTERFACE_LANGUAGES, type NotificationItem } from '@nikah/shared';
import { QueryError } from '../../components/QueryError';
import { useSocket } from '../../lib/useSocket';
import { updatePreferences } from './endpoints';
import { dismissPushOffer, enablePush, markPushMoment, PROPOSAL_SENT_EVENT, shouldOfferPush } from './push';
import { useLiveNotifications, useMarkRead, useNotifications } from './queries';

/** Items the panel shows (the page shows them all). */
const PANEL_ITEMS = 8;
const LANGUAGE_SAVED_KEY = 'nikah.notifyLanguage';

/**
 * Saves the interface language on the server whenever it differs from the one saved last for
 * member `profileId` on this browser.
 */
function useLanguageSync(profileId: number): void {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  useEffect(() => {
    const key = `${LANGUAGE_SAVED_KEY}:${profileId}`;
    if (!lang || !INTERFACE_LANGUAGES.some((l) => l.code === lang)) return;
    let saved: string | null = null;
    try {
      saved = window.localStorage.getItem(key);
    } catch {
      // No storage: save each time the app starts.
    }
    if (saved === lang) return;
    updatePreferences({ language: lang }).then(
      () => {
        try {
          window.localStorage.setItem(key, lang);
        } catch {
          // Saved on the server; the next start saves it again.
        }
      },
      () => undefined,
    );
  }, [lang, profileId]);
}

/** One item of the list: its text, when, and a link to its page. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { i18n } = useTranslation();
  const when = new Date(item.created).toLocaleString(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Anchor
      component={Link}
      to={item.link}
      onClick={onOpen}
      underline="never"
      c="inherit"
      data-testid="notification-item"
      data-read={item.read}
      style={{
        display: 'block',
        padding: '6px 8px',
        borderRadius: 6,
        background: item.read ? undefined : 'var(--mantine-color-teal-0)',
      }}
    >
      <Text size="sm" fw={item.read ? 400 : 600}>
        {item.text}
      </Text>
      <Text size="xs" c="gray.7">
        {when}
      </Text>
    </Anchor>
  );
}

/** The offer to turn on notifications on this device, after a proposal (never on first load). */
export function PushOffer() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(shouldOfferPush);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const onSent = () => {
      markPushMoment();
      setShown(shouldOfferPush());
    };
    window.addEventListener(PROPOSAL_SENT_EVENT, onSent);
    return () => window.removeEventListener(PROPOSAL_SENT_EVENT, onSent);
  }, []);
  if (!shown) return null;
  return (
    <Stack gap={6} p="xs" bg="gray.0" style={{ borderRadius: 6 }} data-testid="push-offer">
      <Text size="sm">{t('notifications.push.offer')}</Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          loading={busy}
          onClick={() => {
            setBusy(true);
            enablePush()
              .catch(() => false)
              .finally(() => {
                setBusy(false);
                setShown(false);
              });
          }}
        >
          {t('notifications.push.enable')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            dismissPushOffer();
            setShown(false);
          }}
        >
          {t('notifications.push.later')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The bell; `profileId` keeps the tab's socket open for the live count. */
export function NotificationBell({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  useSocket(profileId);
  useLiveNotifications();
  useLanguageSync(profileId);
  const list = useNotifications(1);
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.results.slice(0, PANEL_ITEMS) ?? [];
  useEffect(() => {
    // A proposal received is a meaningful moment to offer push (D21).
    if (list.data?.results.some((r) => r.kind === 'proposal-received')) markPushMoment();
  }, [list.data]);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Mantine's Popover closes on Escape only while focus is inside the panel; it opens with focus
  // on the bell, and "mark all read" disables itself under the focus (which drops to the body), so
  // Escape did nothing there. It closes the panel wherever focus is; focus goes back to the bell
  // unless it had already moved on to something else on the page.
  useWindowEvent('keydown', (event) => {
    if (!opened || event.key !== 'Escape' || event.defaultPrevented) return;
    const focused = document.activeElement;
    setOpened(false);
    if (!focused || focused === document.body || panelRef.current?.contains(focused)) {
      bellRef.current?.focus();
    }
  });
  const label = t('notifications.bell.label', { count: unread });
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      color="red"
      offset={4}
      data-testid="notification-count"
      data-count={unread}
    >
      <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            ref={bellRef}
            variant="subtle"
            color="white"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown
          ref={panelRef}
          p="xs"
          data-testid="notification-panel"
          aria-label={t('notifications.title')}
          role="dialog"
        >
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Text fw={700}>{t('notifications.title')}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              loading={markRead.isPending}
              onClick={() => {
                // The button disables itself (loading, then nothing unread): keep the focus in the
                // panel instead of letting it drop to the page's start.
                panelRef.current?.focus();
                markRead.mutate(undefined);
              }}
              data-testid="notifications-mark-all"
            >
              {t('notifications.markAllRead')}
            </Button>
          </Group>
          <PushOffer />
          {list.isPending ? (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label={t('notifications.loading')} />
            </Group>
          ) : list.isError ? (
            <QueryError onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : items.length === 0 ? (
            <Text size="sm" c="gray.7" p="sm" data-testid="notifications-empty">
              {t('notifications.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={4}>
                {items.map((item) => (
                  <NotificationRow
                    key={item.id}
                    item={item}
                    onOpen={() => {
                      setOpened(false);
                      if (!item.read) markRead.mutate([item.id]);
                    }}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Anchor
            component={Link}
            to="/notifications"
            size="sm"
            mt="xs"
            display="block"
            onClick={() => setOpened(false)}
          >
            {t('notifications.seeAll')}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
