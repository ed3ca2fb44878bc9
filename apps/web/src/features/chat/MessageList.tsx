/**
 * A conversation's messages (SPEC.md sections 3, 4 and 8): grouped under day headings, own
 * messages on the end side (right in English, left in Urdu: logical properties), each with its time
 * and, for own messages, the ticks (one tick sent, two ticks received, two blue ticks read). A
 * message the scam shield matched carries the warning on both sides (D20). 'Load earlier
 * messages' fetches the page before the oldest one.
 */
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@nikah/shared';
import { dayHeading, messageTime } from './format';
import { browserTimeZone, groupByDay } from './messages';
import classes from './chat.module.css';

/** The ticks of an own message, with its status as accessible text. */
export function Ticks({ status }: { status: ChatMessage['status'] }) {
  const { t } = useTranslation();
  const label = t(`chat.ticks.${status}`);
  const Icon = status === 'sent' ? IconCheck : IconChecks;
  return (
    <span
      className={classes.ticks}
      data-status={status}
      data-testid="chat-ticks"
      role="img"
      aria-label={label}
      title={label}
    >
      <Icon size={16} aria-hidden />
    </span>
  );
}

interface Props {
  me: number;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

export function MessageList({ me, messages, hasMore, loadingEarlier, onLoadEarlier }: Props) {
  const { t, i18n } = useTranslation();
  const zone = browserTimeZone();
  const days = groupByDay(messages, zone);
  return (
    <Stack gap="xs">
      {hasMore && (
        <Button
          variant="subtle"
          size="xs"
          mx="auto"
          loading={loadingEarlier}
          onClick={onLoadEarlier}
          data-testid="chat-load-earlier"
        >
          {t('chat.pane.loadEarlier')}
        </Button>
      )}
      {days.map((day) => (
        <section
          key={day.label}
          aria-label={dayHeading(t, day.label, i18n.language, zone)}
          data-testid="chat-day"
        >
          <Text size="xs" c="gray.7" ta="center" my="xs" className={classes.dayLabel}>
            {dayHeading(t, day.label, i18n.language, zone)}
          </Text>
          <Stack gap={6}>
            {day.messages.map((m) => {
              const own = m.sender_id === me;
              return (
                <Box
                  key={m.message_id}
                  className={classes.message}
                  data-own={own || undefined}
                  data-testid="chat-message"
                  data-id={m.message_id}
                  data-scam={m.scam || undefined}
                >
                  <div className={classes.bubble}>
                    <Text size="sm" className={classes.text} dir="auto">
                      {m.text}
                    </Text>
                    <span className={classes.meta}>
                      <time dateTime={m.timestamp}>
                        <bdi>{messageTime(m.timestamp, i18n.language)}</bdi>
                      </time>
                      {own && <Ticks status={m.status} />}
                    </span>
                  </div>
                  {m.scam && (
                    <Alert
                      color="red"
                      variant="light"
                      mt={4}
                      p="xs"
                      icon={<IconAlertTriangle size={18} aria-hidden />}
                      className={classes.scam}
                      data-testid="chat-scam-warning"
                    >
                      <Text size="sm">{t('chat.pane.scam')}</Text>
                    </Alert>
                  )}
                </Box>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
