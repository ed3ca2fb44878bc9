/**
 * The send box of a conversation (SPEC.md sections 4 and 8): Enter sends, Shift+Enter starts a new
 * line; Send is disabled while the text is blank or longer than CHAT_MESSAGE_MAX, with a counter
 * near the limit. A refused message (blocked, not friends, blocked words, too fast) shows why,
 * by key, and keeps the typed text.
 */
import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CHAT_MESSAGE_MAX, parseErrorKeys } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/messages';
import { socketId } from './chatSocket';
import { useSendMessage } from './queries';
import { useTypingSender } from './useChatLive';
import classes from './chat.module.css';

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/** Why a message was refused, in the interface language (by the answer's message key). */
export function sendErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const keys = parseErrorKeys(error.errorKeys);
    const ref = keys.detail ?? keys.fields?.message?.[0] ?? null;
    const key = ref?.key;
    if (key === 'notFriends') return t('chat.errors.notFriends');
    if (key === 'cannotMessageBlocked') return t('chat.errors.blocked');
    if (key === 'tooManyRequests' || error.status === 429) return t('chat.errors.rate');
    if (key === 'blockedWordsMessage') {
      const word = ref?.params?.word;
      return word !== undefined
        ? t('chat.errors.blockedWords', { word: String(word) })
        : t('chat.errors.blockedWordsPlain');
    }
  }
  return errorText(t, error);
}

export function SendBox({ me, friend }: { me: number; friend: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendMessage(me, friend, socketId);
  const typing = useTypingSender(friend);
  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const canSend = length > 0 && !tooLong && !send.isPending;
  const submit = () => {
    if (!canSend) return;
    typing.stop();
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const error = send.error
    ? sendErrorText(t, send.error)
    : tooLong
      ? t('chat.send.tooLong', { max: CHAT_MESSAGE_MAX })
      : null;
  return (
    <Stack gap={4} className={classes.sendBox}>
      {error && (
        <Text size="sm" c="red.9" role="alert" data-testid="chat-send-error">
          {error}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          className={classes.input}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (send.error) send.reset();
            typing.onInput();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder={t('chat.send.placeholder')}
          aria-label={t('chat.send.label')}
          aria-describedby="chat-send-hint"
          autosize
          minRows={1}
          maxRows={5}
          error={tooLong || undefined}
          data-testid="chat-input"
        />
        <ActionIcon
          size={42}
          radius="xl"
          onClick={submit}
          disabled={!canSend}
          loading={send.isPending}
          aria-label={t('chat.send.send')}
          data-testid="chat-send"
        >
          <IconSend size={20} aria-hidden className={classes.sendIcon} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id="chat-send-hint" size="xs" c="dimmed" className={classes.hint}>
          {t('chat.send.hint')}
        </Text>
        {length >= COUNTER_FROM && (
          <Text size="xs" c={tooLong ? 'red.9' : 'dimmed'} data-testid="chat-counter" aria-live="polite">
            {t('chat.send.counter', { n: length, max: CHAT_MESSAGE_MAX })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
