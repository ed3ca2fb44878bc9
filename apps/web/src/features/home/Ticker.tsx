import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Translations } from '@nikah/shared';
import { useLocalizedText } from '../content';
import classes from './home.module.css';

const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * Running headline ticker of the header messages, each in the member's language when the
 * moderators gave it, else in English (issue 12; `translations` in the messages' order). The moving line is decorative (aria-hidden);
 * the same messages are a list for screen readers, and the list is shown instead of the
 * animation when the visitor prefers reduced motion. A button pauses the movement.
 */
export function Ticker({
  messages: english,
  translations = [],
}: {
  messages: string[];
  translations?: Translations<'message'>[];
}) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const [paused, setPaused] = useState(false);
  const shown = english.map((message, i) => localized({ message, translations: translations[i] }, 'message'));
  const messages = shown.map((m) => m.text);
  if (messages.length === 0) return null;
  const line = messages.join('   •   ');
  const seconds = Math.min(90, Math.max(14, Math.round(line.length / 6)));
  // The messages' own script decides the direction of movement, not the interface language.
  const dir = RTL_SCRIPT.test(line) ? 'rtl' : 'ltr';

  return (
    <section aria-label={t('home.tickerLabel')} className={classes.ticker} data-testid="ticker">
      <div className={classes.tickerTrack} dir={dir} data-dir={dir} aria-hidden>
        <span
          className={classes.tickerText}
          data-paused={paused || undefined}
          style={{ animationDuration: `${seconds}s` }}
        >
          {line}
        </span>
      </div>
      <ul className={classes.tickerList}>
        {shown.map((message, index) => (
          <li key={index} dir="auto" lang={message.lang}>
            {message.text}
          </li>
        ))}
      </ul>
      {/* Mantine's Button, already on the first route, as a 28 px square (ActionIcon's size) */}
      <Button
        variant="subtle"
        color="white"
        c="white"
        size="compact-md"
        w={28}
        h={28}
        p={0}
        className={classes.tickerButton}
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? t('home.tickerPlay') : t('home.tickerPause')}
        aria-pressed={paused}
      >
        {paused ? (
          <IconPlayerPlayFilled size={16} aria-hidden />
        ) : (
          <IconPlayerPauseFilled size={16} aria-hidden />
        )}
      </Button>
    </section>
  );
}
