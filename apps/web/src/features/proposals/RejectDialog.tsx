/**
 * The "Enter Rejection Reason" dialog (SPEC.md sections 2, 4 and 5): the receiver rejects a
 * proposal with a reason, checked with the route's own schema (`proposalUpdateBody`): 'Reason is
 * required', submit disabled until the form is valid. Both sides see the reason afterwards.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PROPOSAL_REASON_MAX, proposalUpdateBody } from '@nikah/shared';
import { useTranslateMessage } from '../../lib/messages';
import { useDecideProposal } from './queries';
import classes from './proposals.module.css';

type Schema = typeof proposalUpdateBody;

export function RejectDialog({
  proposalId,
  name,
  slug,
  onClose,
}: {
  /** The proposal to reject; the dialog is open while it is set. */
  proposalId: number | null;
  /** The sender's name, for the dialog's text. */
  name: string;
  /** The sender's profile, when rejecting from it (refreshed afterwards). */
  slug?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={proposalId !== null}
      onClose={onClose}
      centered
      className={classes.scope}
      title={t('proposals.reject.title')}
      closeButtonProps={{ 'aria-label': t('proposals.whatsapp.close') }}
      data-testid="reject-dialog"
    >
      {proposalId !== null && <RejectForm proposalId={proposalId} name={name} slug={slug} onDone={onClose} />}
    </Modal>
  );
}

function RejectForm({
  proposalId,
  name,
  slug,
  onDone,
}: {
  proposalId: number;
  name: string;
  slug?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const decide = useDecideProposal(slug);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    defaultValues: { status: 'Rejected', message: '' },
    resolver: zodResolver(proposalUpdateBody),
    mode: 'all',
  });
  const length = (form.watch('message') ?? '').length;
  const submit = form.handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ id: proposalId, body });
      onDone();
    } catch {
      // The hook's toast said it failed; the dialog stays open to try again.
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <bdi>{name}</bdi> · {t('proposals.reject.intro')}
        </Text>
        <Textarea
          label={t('proposals.reject.label')}
          placeholder={t('proposals.reject.placeholder')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={PROPOSAL_REASON_MAX}
          description={t('proposals.reject.length', { n: length, max: PROPOSAL_REASON_MAX })}
          error={tm(form.formState.errors.message?.message)}
          data-autofocus
          data-testid="reject-reason"
          {...form.register('message')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('proposals.reject.cancel')}
          </Button>
          <Button
            type="submit"
            color="red.9"
            disabled={!form.formState.isValid}
            loading={decide.isPending}
            data-testid="reject-submit"
          >
            {t('proposals.reject.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
