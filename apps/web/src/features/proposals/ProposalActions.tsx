/**
 * The proposal, WhatsApp and block actions on another member's profile (SPEC.md sections 4 and 8;
 * DESIGN.md D10), from the detail's `relation`: Send proposal, or send it with a note (or its state: Pending, Opened,
 * Accepted, Rejected with the reason), "They sent you a proposal" with Accept / Reject while theirs
 * is open, the WhatsApp dialog, and Block (or the blocked notice with Unblock). Mounted in the
 * non-owner panel's action row.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconHeartHandshake, IconMessage, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isOpenProposal, type PublicProfileDetail } from '@nikah/shared';
import { BlockButton, BlockedNotice } from './BlockButton';
import { useLazyDialog } from '../../app/useLazyDialog';
import { loadNoteDialog, loadRejectDialog, loadWhatsappDialog } from './dialogs';
import { useDecideProposal, useSendProposal } from './queries';
import { StatusBadge } from './StatusBadge';
import classes from './proposals.module.css';
import { opensDialog } from '../../components/LoadingIcon';

/** Their proposal to me, still open: Accept or Reject (with the reason dialog). */
function ReceivedDecision({ profile, id }: { profile: PublicProfileDetail; id: number }) {
  const { t } = useTranslation();
  const decide = useDecideProposal(profile.slug);
  const reject = useLazyDialog(loadRejectDialog);
  return (
    <Paper withBorder p="sm" w="100%" className={classes.panel} data-testid="proposal-received">
      <Text fw={600} mb="xs">
        {t('proposals.panel.received')}
      </Text>
      <Group gap="xs">
        <Button
          leftSection={<IconCheck size={18} aria-hidden />}
          loading={decide.isPending}
          onClick={() => decide.mutate({ id, body: { status: 'Accepted', message: null } })}
          data-testid="proposal-accept"
        >
          {t('proposals.panel.accept')}
        </Button>
        <Button
          variant="outline"
          color="red.9"
          {...opensDialog(reject, <IconX size={18} aria-hidden />)}
          disabled={decide.isPending}
          data-testid="proposal-reject"
        >
          {t('proposals.panel.reject')}
        </Button>
      </Group>
      {reject.Dialog && (
        <reject.Dialog
          proposalId={reject.opened ? id : null}
          name={profile.full_name}
          slug={profile.slug}
          onClose={reject.close}
        />
      )}
    </Paper>
  );
}

/** Send proposal, or the state of the one I sent (with the reason when rejected). */
function SendOrState({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const send = useSendProposal(profile.profile_code, profile.slug);
  const note = useLazyDialog(loadNoteDialog);
  const { sent, received } = profile.relation.proposal;
  if (sent) {
    return (
      <Group gap="xs" w="100%" wrap="wrap" className={classes.panel} data-testid="proposal-state">
        <Text size="sm" fw={600}>
          {t(`proposals.panel.${sent.status}`)}
        </Text>
        <StatusBadge status={sent.status} />
        {sent.status === 'Rejected' && sent.message && (
          <Text size="sm" w="100%" className={classes.reason} data-testid="proposal-state-reason">
            {t('proposals.panel.reason', { reason: sent.message })}
          </Text>
        )}
      </Group>
    );
  }
  if (received?.status === 'Accepted') {
    return (
      <Group gap="xs" w="100%" className={classes.panel} data-testid="proposal-state">
        <Text size="sm" fw={600}>
          {t('proposals.panel.receivedAccepted')}
        </Text>
        <StatusBadge status={received.status} />
      </Group>
    );
  }
  return (
    <>
      <Button
        leftSection={<IconHeartHandshake size={18} aria-hidden />}
        loading={send.isPending}
        disabled={send.isSuccess}
        onClick={() => send.mutate(null)}
        data-testid="proposal-send"
      >
        {t('proposals.panel.send')}
      </Button>
      <Button
        variant="subtle"
        {...opensDialog(note, <IconMessage size={18} aria-hidden />)}
        disabled={send.isPending || send.isSuccess}
        data-testid="proposal-send-note"
      >
        {t('proposals.panel.sendWithNote')}
      </Button>
      {note.Dialog && (
        <note.Dialog
          opened={note.opened}
          profileCode={profile.profile_code}
          slug={profile.slug}
          name={profile.full_name}
          onClose={note.close}
        />
      )}
    </>
  );
}

export function ProposalActions({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const whatsapp = useLazyDialog(loadWhatsappDialog);
  const { relation } = profile;
  if (relation.blocked_by_me) return <BlockedNotice profile={profile} />;
  const received = relation.proposal.received;
  return (
    <>
      {received && isOpenProposal(received.status) ? (
        <ReceivedDecision profile={profile} id={received.id} />
      ) : (
        <SendOrState profile={profile} />
      )}
      <Button
        variant="light"
        color="green"
        {...opensDialog(whatsapp, <IconBrandWhatsapp size={18} aria-hidden />)}
        data-testid="whatsapp-button"
      >
        {t('proposals.whatsapp.button')}
      </Button>
      <BlockButton profile={profile} />
      {whatsapp.Dialog && (
        <whatsapp.Dialog opened={whatsapp.opened} onClose={whatsapp.close} profile={profile} />
      )}
    </>
  );
}
