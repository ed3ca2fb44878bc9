import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { useTranslateMessage } from '../../../lib/messages';
import { useTranslation } from 'react-i18next';
import { useAdminT } from '../i18n';

/**
 * A dialog asking for remarks, a message or a reason before an action. `schema` is the action's
 * shared body schema checked on `{...extra, [field]: text}` (a required text shows its 'Reason
 * required' message before anything is sent); `onSubmit` gets the trimmed text.
 */
export function TextDialog({
  opened,
  title,
  label,
  field,
  schema,
  extra,
  submitLabel,
  color,
  busy,
  intro,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  label: string;
  field: string;
  schema: z.ZodType;
  /** Other fields of the body, checked with the text (e.g. the decision's status). */
  extra?: Record<string, unknown>;
  submitLabel: string;
  color?: string;
  busy: boolean;
  intro?: string;
  onClose: () => void;
  onSubmit: (text: string) => void;
}) {
  const ta = useAdminT();
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    const value = text.trim();
    const checked = schema.safeParse({ ...extra, [field]: value });
    if (!checked.success) {
      setError(translate(checked.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    onSubmit(value);
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={close}
      title={title}
      centered
      data-testid="admin-text-dialog"
    >
      <Stack>
        {intro && <Text size="sm">{intro}</Text>}
        <Textarea
          label={label}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          data-autofocus
          data-testid="admin-dialog-text"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {ta('cancel')}
          </Button>
          <Button color={color} loading={busy} onClick={submit} data-testid="admin-dialog-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
