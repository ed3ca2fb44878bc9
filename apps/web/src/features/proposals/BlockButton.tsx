/**
 * Block and Unblock on another member's profile (SPEC.md sections 4 and 8), each behind a confirm
 * dialog; a blocked profile shows the notice "You blocked this profile" with Unblock.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicProfileDetail } from '@nikah/shared';
import { useBlockToggle } from './queries';
import classes from './proposals.module.css';

/** Opens the confirm dialog of blocking (`block: true`) or unblocking, then does it. */
function useConfirmBlock(profile: PublicProfileDetail) {
  const { t } = useTranslation();
  const toggle = useBlockToggle(profile.profile_code, profile.slug);
  const ask = (block: boolean) =>
    modals.openConfirmModal({
      title: t(block ? 'proposals.block.confirmTitle' : 'proposals.block.confirmUnblockTitle'),
      centered: true,
      className: classes.panel,
      closeButtonProps: { 'aria-label': t('proposals.whatsapp.close') },
      children: (
        <Text size="sm">
          {t(block ? 'proposals.block.confirmText' : 'proposals.block.confirmUnblockText', {
            name: profile.full_name,
          })}
        </Text>
      ),
      labels: {
        confirm: t(block ? 'proposals.block.confirm' : 'proposals.block.confirmUnblock'),
        cancel: t('proposals.block.cancel'),
      },
      confirmProps: { color: block ? 'red.9' : undefined, 'data-testid': 'block-confirm' },
      onConfirm: () => toggle.mutate(block),
    });
  return { ask, pending: toggle.isPending };
}

/** The Block button of a profile not blocked by the viewer. */
export function BlockButton({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const { ask, pending } = useConfirmBlock(profile);
  return (
    <Button
      variant="default"
      leftSection={<IconBan size={18} aria-hidden />}
      loading={pending}
      onClick={() => ask(true)}
      data-testid="block-button"
    >
      {t('proposals.block.block')}
    </Button>
  );
}

/** The notice of a profile the viewer blocked, with Unblock. */
export function BlockedNotice({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const { ask, pending } = useConfirmBlock(profile);
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconBan aria-hidden />}
      title={t('proposals.block.notice')}
      w="100%"
      className={classes.panel}
      data-testid="blocked-notice"
    >
      <Text size="sm">{t('proposals.block.noticeText')}</Text>
      <Group mt="xs">
        <Button
          variant="outline"
          leftSection={<IconLockOpen size={18} aria-hidden />}
          loading={pending}
          onClick={() => ask(false)}
          data-testid="unblock-button"
        >
          {t('proposals.block.unblock')}
        </Button>
      </Group>
    </Alert>
  );
}
