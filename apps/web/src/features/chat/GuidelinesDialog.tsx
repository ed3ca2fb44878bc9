/**
 * The chat guidelines popup (SPEC.md sections 5 and 9): nine rules and the agreement box; OK stays
 * disabled until the box is ticked, and the agreement is recorded on the server, so the popup shows
 * on entry only until the member agrees once. It cannot be dismissed otherwise.
 */
import { useState } from 'react';
import { Button, Checkbox, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAcceptGuidelines } from './queries';

/** The numbers of the rules under `chat.guidelines.rules`. */
const RULES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export function GuidelinesDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptGuidelines();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      title={t('chat.guidelines.title')}
      data-testid="chat-guidelines"
    >
      <Stack gap="sm">
        <Text size="sm">{t('chat.guidelines.intro')}</Text>
        <List type="ordered" spacing={6} size="sm" data-testid="chat-guidelines-rules">
          {RULES.map((n) => (
            <List.Item key={n}>{t(`chat.guidelines.rules.${n}`)}</List.Item>
          ))}
        </List>
        <Checkbox
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          label={t('chat.guidelines.agree')}
          data-testid="chat-guidelines-agree"
        />
        <Button
          disabled={!agreed}
          loading={accept.isPending}
          onClick={() => accept.mutate()}
          data-testid="chat-guidelines-ok"
        >
          {t('chat.guidelines.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}
