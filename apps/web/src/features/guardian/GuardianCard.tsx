/**
 * The member's "Guardian" card (DESIGN.md D19; issue 10): invite a guardian by mobile number or
 * e-mail with a name (the shared `guardianInviteForm`, errors by key), see each guardian's status
 * (invited, active) and remove one behind a confirmation. Shown on the owner's profile page and
 * in the friend chat.
 */
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconShieldCheck, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GUARDIAN_NAME_MAX, guardianInviteForm, type GuardianItem } from '@nikah/shared';
import { QueryError } from '../../components/QueryError';
import { ApiError } from '../../lib/api';
import { errorText, fieldMessageOf, useTranslateMessage } from '../../lib/messages';
import { useGuardians, useInviteGuardian, useRemoveGuardian } from './queries';

type Schema = typeof guardianInviteForm;

export function GuardianCard() {
  const { t } = useTranslation();
  const guardians = useGuardians();
  const data = guardians.data;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      data-testid="guardian-card"
      component="section"
      aria-labelledby="guardian-title"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldCheck size={22} aria-hidden />
          <Title order={2} size="h4" id="guardian-title">
            {t('guardian.card.title')}
          </Title>
        </Group>
        <Text size="sm">{t('guardian.card.intro')}</Text>
        {guardians.isPending ? (
          <div role="status" aria-label={t('guardian.card.loading')}>
            <Skeleton height={40} />
          </div>
        ) : guardians.isError ? (
          <QueryError onRetry={() => void guardians.refetch()} retrying={guardians.isFetching} />
        ) : (
          <>
            <GuardianList items={data?.guardians ?? []} />
            {(data?.guardians.length ?? 0) >= (data?.max ?? 0) ? (
              <Alert color="blue.9" variant="light" data-testid="guardian-max">
                {t('guardian.card.max', { n: data?.max ?? 0 })}
              </Alert>
            ) : (
              <InviteForm />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function GuardianList({ items }: { items: GuardianItem[] }) {
  const { t } = useTranslation();
  const remove = useRemoveGuardian();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="guardian-empty">
        {t('guardian.card.empty')}
      </Text>
    );
  }
  const ask = (g: GuardianItem) =>
    modals.openConfirmModal({
      title: t('guardian.card.removeTitle'),
      centered: true,
      closeButtonProps: { 'aria-label': t('guardian.card.cancel') },
      children: <Text size="sm">{t('guardian.card.removeText', { name: g.name ?? g.contact })}</Text>,
      labels: { confirm: t('guardian.card.removeConfirm'), cancel: t('guardian.card.cancel') },
      confirmProps: { color: 'red.9', 'data-testid': 'guardian-remove-confirm' },
      onConfirm: () => remove.mutate(g.id),
    });
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('guardian.card.list')}
    >
      {items.map((g) => (
        <Group
          key={g.id}
          component="li"
          justify="space-between"
          wrap="wrap"
          gap="xs"
          data-testid="guardian-item"
        >
          <Stack gap={0}>
            <Text fw={600}>
              <bdi>{g.name ?? g.contact}</bdi>
            </Text>
            <Text size="sm" c="dimmed" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
              {g.contact}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge
              color={g.status === 'active' ? 'green.9' : 'gray.8'}
              variant="filled"
              data-testid="guardian-status"
            >
              {t(`guardian.card.status.${g.status}`)}
            </Badge>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={t('guardian.card.removeLabel', { name: g.name ?? g.contact })}
              loading={remove.isPending && remove.variables === g.id}
              onClick={() => ask(g)}
              data-testid="guardian-remove"
            >
              {t('guardian.card.remove')}
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const invite = useInviteGuardian();
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    defaultValues: { contact: '', name: '' },
    resolver: zodResolver(guardianInviteForm),
  });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    setSent(null);
    try {
      const done = await invite.mutateAsync(body);
      setSent(done.valid_minutes);
      form.reset();
    } catch (error) {
      const contact = error instanceof ApiError ? fieldMessageOf(error, 'contact') : undefined;
      const name = error instanceof ApiError ? fieldMessageOf(error, 'name') : undefined;
      if (contact) form.setError('contact', { message: contact });
      if (name) form.setError('name', { message: name });
      if (!contact && !name) setProblem(errorText(t, error));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="guardian-invite-form">
      <Stack gap="xs">
        <TextInput
          label={t('guardian.card.contact')}
          description={t('guardian.card.contactHint')}
          autoComplete="off"
          dir="ltr"
          withAsterisk
          error={tm(form.formState.errors.contact?.message)}
          data-testid="guardian-contact"
          {...form.register('contact')}
        />
        <TextInput
          label={t('guardian.card.name')}
          maxLength={GUARDIAN_NAME_MAX}
          withAsterisk
          error={tm(form.formState.errors.name?.message)}
          data-testid="guardian-name"
          {...form.register('name')}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert" data-testid="guardian-invite-error">
            {problem}
          </Alert>
        )}
        {sent !== null && (
          <Alert color="green" variant="light" role="status" data-testid="guardian-invite-sent">
            {t('guardian.card.invited', { n: sent })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            loading={invite.isPending}
            data-testid="guardian-invite"
          >
            {t('guardian.card.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
