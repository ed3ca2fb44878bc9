/**
 * Dialogs of the account screens (SPEC.md section 2): the Alert dialog (text and OK) and the
 * acknowledgement dialog of signup (five boxes, not dismissible until all are ticked). The toast
 * every area shows is the app's (app/toast.tsx).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import classes from './accounts.module.css';

export interface AlertOptions {
  title?: string;
  message: ReactNode;
  onClose?: () => void;
}

/** The Alert dialog of SPEC.md section 2 (text, OK and close), opened imperatively. */
export function useAlert(): (options: AlertOptions) => void {
  const { t } = useTranslation();
  return useCallback(
    ({ title, message, onClose }: AlertOptions) => {
      const id = modals.open({
        title: title ?? t('accounts.popup.noticeTitle'),
        centered: true,
        className: classes.scope,
        onClose,
        closeButtonProps: { 'aria-label': t('accounts.common.close') },
        children: (
          <Stack gap="md" data-testid="alert-dialog">
            {typeof message === 'string' ? (
              <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
            ) : (
              message
            )}
            <Group justify="flex-end">
              <Button onClick={() => modals.close(id)} data-autofocus data-testid="alert-ok">
                {t('accounts.common.ok')}
              </Button>
            </Group>
          </Stack>
        ),
      });
    },
    [t],
  );
}

const ACK_KEYS = ['muslim', 'notAgent', 'noMisuse', 'correctInfo', 'free'] as const;

/**
 * The acknowledgement dialog of signup (SPEC.md sections 2 and 5): five statements, each to tick;
 * it cannot be closed until all five are ticked.
 */
export function AcknowledgementDialog({ opened, onAccept }: { opened: boolean; onAccept: () => void }) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const all = ACK_KEYS.every((k) => ticked.has(k));
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      className={classes.scope}
      title={t('accounts.ack.title')}
      data-testid="ack-dialog"
    >
      <Stack gap="sm">
        <Text>{t('accounts.ack.intro')}</Text>
        {ACK_KEYS.map((key) => (
          <Checkbox
            key={key}
            label={t(`accounts.ack.${key}`)}
            checked={ticked.has(key)}
            data-testid={`ack-${key}`}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setTicked((prev) => {
                const next = new Set(prev);
                if (checked) next.add(key);
                else next.delete(key);
                return next;
              });
            }}
          />
        ))}
        <Group justify="flex-end" mt="sm">
          <Button disabled={!all} onClick={onAccept} data-testid="ack-continue">
            {t('accounts.ack.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
