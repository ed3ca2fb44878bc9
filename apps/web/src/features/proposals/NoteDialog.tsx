/**
 * "Send with a note" (issue 34 point 8): a proposal with a short note, checked with the route's own
 * schema (`proposalSendBody`: at most PROPOSAL_NOTE_MAX characters, no contact details); the
 * server's refusal of a blocked word shows on the field. The receiver reads the note on the
 * proposal card.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PROPOSAL_NOTE_MAX, proposalSendBody } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import { fieldMessageOf, useTranslateMessage } from '../../lib/messages';
import { useSendProposal } from './queries';
import classes from './proposals.module.css';

type Schema = typeof proposalSendBody;

export function NoteDialog({
  opened,
  profileCode,
  slug,
  name,
  onClose,
}: {
  opened: boolean;
  profileCode: string;
  slug: string;
  /** The receiver's name, for the dialog's text. */
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      className={classes.scope}
      title={t('proposals.panel.sendWithNote')}
      closeButtonProps={{ 'aria-label': t('proposals.whatsapp.close') }}
      data-testid="note-dialog"
    >
      {opened && <NoteForm profileCode={profileCode} slug={slug} name={name} onDone={onClose} />}
    </Modal>
  );
}

function NoteForm({
  profileCode,
  slug,
  name,
  onDone,
}: {
  profileCode: string;
  slug: string;
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const send = useSendProposal(profileCode, slug);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    defaultValues: { note: '' },
    resolver: zodResolver(proposalSendBody),
    mode: 'onTouched',
  });
  const length = (form.watch('note') ?? '').length;
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await send.mutateAsync(note);
      onDone();
    } catch (err) {
      // A blocked word (the server's list) goes on the field; other failures were toasted.
      const message = err instanceof ApiError ? fieldMessageOf(err, 'note') : undefined;
      if (message) form.setError('note', { message }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <bdi>{name}</bdi>
        </Text>
        <Textarea
          label={t('proposals.panel.noteLabel')}
          description={t('proposals.panel.noteHint', { n: PROPOSAL_NOTE_MAX })}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={PROPOSAL_NOTE_MAX}
          error={tm(form.formState.errors.note?.message)}
          data-autofocus
          data-testid="proposal-note-input"
          {...form.register('note')}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          <bdi dir="ltr">
            {length} / {PROPOSAL_NOTE_MAX}
          </bdi>
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('proposals.panel.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="proposal-note-submit">
            {t('proposals.panel.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
