/**
 * The email dialog (SPEC.md sections 2 and 4): asks for an e-mail address and saves it with
 * `PATCH profiles/update/{id}/ {email}`. Loaded only when it is needed.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { emailUpdateForm } from '@nikah/shared';
import { updateProfile } from '../../lib/endpoints';
import { toast } from '../../app/toast';
import { useTranslateMessage } from '../../lib/messages';
import classes from './accounts.module.css';
import { queryKeys } from '../../lib/queryKeys';

type EmailForm = typeof emailUpdateForm;

export default function EmailDialog({
  opened,
  onClose,
  profileId,
  slug,
}: {
  opened: boolean;
  onClose: () => void;
  profileId: number;
  slug: string;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const form = useForm<z.input<EmailForm>, unknown, z.output<EmailForm>>({
    defaultValues: { email: '' },
    resolver: zodResolver(emailUpdateForm),
  });
  const save = useMutation({
    mutationFn: (email: string) => updateProfile(profileId, { email }),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.profile.detail(slug), updated),
  });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await save.mutateAsync(email);
      toast(t('accounts.msg.updated'), 'success');
      onClose();
    } catch {
      toast(t('accounts.msg.updateFailed'), 'error');
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      className={classes.scope}
      title={t('accounts.email.title')}
      closeButtonProps={{ 'aria-label': t('accounts.common.close') }}
      data-testid="email-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text>{t('accounts.email.text')}</Text>
          <TextInput
            type="email"
            autoComplete="email"
            dir="ltr"
            label={t('accounts.email.label')}
            withAsterisk
            error={tm(form.formState.errors.email?.message)}
            data-testid="email-input"
            data-autofocus
            {...form.register('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="email-submit">
              {t('accounts.common.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
