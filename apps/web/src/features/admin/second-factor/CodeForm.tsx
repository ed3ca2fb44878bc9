/**
 * One code field and its button (DESIGN.md D24): an authenticator code (6 digits, the numeric
 * keyboard, the phone's one-time-code autofill) or, when `allowRecovery`, a recovery code behind a
 * switch. Errors show under the field, translated by key; the field reads left to right in Urdu too.
 */
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TOTP_DIGITS } from '@nikah/shared';
import { errorText } from '../../../lib/messages';
import { useSecondFactorT } from './i18n';

export function CodeForm<T>({
  action,
  onDone,
  submitLabel,
  allowRecovery = false,
  color,
  testId,
}: {
  /** Sends the code; its answer goes to `onDone`. */
  action: (code: string) => Promise<T>;
  onDone: (answer: T) => void;
  submitLabel: string;
  allowRecovery?: boolean;
  color?: string;
  testId: string;
}) {
  const ts = useSecondFactorT();
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: action, onSuccess: onDone });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) send.mutate(code.trim());
  };
  const toggle = () => {
    setRecovery((r) => !r);
    setCode('');
    send.reset();
  };
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="sm" maw={360}>
        {allowRecovery && (
          <Text size="sm" c="dimmed">
            {recovery ? ts('prompt.recoveryText') : ts('prompt.text')}
          </Text>
        )}
        <TextInput
          label={recovery ? ts('prompt.recoveryCode') : ts('prompt.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={send.error ? errorText(t, send.error) : undefined}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 20 : TOTP_DIGITS}
          dir="ltr"
          size="md"
          required
          data-autofocus
          data-testid={`${testId}-input`}
        />
        <Button type="submit" loading={send.isPending} color={color} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
        {allowRecovery && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={toggle}
            data-testid={`${testId}-switch`}
          >
            {recovery ? ts('prompt.useApp') : ts('prompt.useRecovery')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
