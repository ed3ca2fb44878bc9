/**
 * What another member sees on a profile besides its facts (SPEC.md sections 4 and 6, DESIGN.md
 * D5 and D6): photos blurred until the captcha is solved, favourite / report / bio-data buttons,
 * and contact details or why they are hidden.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconClockHour4,
  IconEye,
  IconFileDownload,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicProfileDetail } from '@nikah/shared';
import { CaptchaDialog } from './CaptchaDialog';
import { useFavouriteToggle } from './queries';
import classes from './discovery.module.css';

export function NonOwnerPhotos({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const blurred = [profile.photo_1, profile.photo_2].filter((u): u is string => !!u);
  const [originals, setOriginals] = useState<string[] | null>(null);
  const [open, setOpen] = useState(false);
  if (blurred.length === 0) {
    return (
      <Text c="dimmed" data-testid="profile-no-photos">
        {t('discovery.detail.noPhotos')}
      </Text>
    );
  }
  const shown = originals ?? blurred;
  if (shown.length === 0) {
    return (
      <Text c="dimmed" data-testid="profile-no-photos">
        {t('discovery.detail.noPhotos')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="profile-photos">
      <Group gap="sm" wrap="wrap">
        {shown.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={t(originals ? 'discovery.detail.photoAlt' : 'discovery.detail.blurredAlt', { n: i + 1 })}
            className={classes.photo}
            width={176}
            height={220}
            data-testid={originals ? 'photo-original' : 'photo-blurred'}
          />
        ))}
      </Group>
      {!originals && (
        <Button
          variant="light"
          leftSection={<IconEye size={18} aria-hidden />}
          onClick={() => setOpen(true)}
          w="fit-content"
          data-testid="view-photos"
        >
          {t('discovery.detail.viewPhotos')}
        </Button>
      )}
      <CaptchaDialog
        opened={open}
        onClose={() => setOpen(false)}
        slug={profile.slug}
        onSolved={(photos) => {
          setOriginals(photos);
          setOpen(false);
        }}
      />
    </Stack>
  );
}

export function NonOwnerActions({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const toggle = useFavouriteToggle(profile.profile_code, profile.slug);
  const favourite = toggle.isSuccess ? toggle.variables : profile.is_favourite;
  return (
    <Group gap="xs" mt="xs" wrap="wrap">
      <Button
        variant={favourite ? 'filled' : 'light'}
        leftSection={
          favourite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
        }
        loading={toggle.isPending}
        aria-pressed={favourite}
        onClick={() => toggle.mutate(!favourite)}
        data-testid={favourite ? 'favourite-remove' : 'favourite-add'}
      >
        {favourite ? t('discovery.detail.unfavourite') : t('discovery.detail.favourite')}
      </Button>
      <Tooltip label={t('discovery.detail.soon')}>
        <Button
          variant="default"
          leftSection={<IconFlag size={18} aria-hidden />}
          data-disabled
          aria-disabled
          onClick={(e) => e.preventDefault()}
          data-testid="report-button"
        >
          {t('discovery.detail.report')}
        </Button>
      </Tooltip>
      <Tooltip label={t('discovery.detail.soon')}>
        <Button
          variant="default"
          leftSection={<IconFileDownload size={18} aria-hidden />}
          data-disabled
          aria-disabled
          onClick={(e) => e.preventDefault()}
          data-testid="biodata-button"
        >
          {t('discovery.detail.biodata')}
        </Button>
      </Tooltip>
    </Group>
  );
}

export function NonOwnerContact({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const reason = profile.contact_hidden_reason;
  const rows: [string, string | null | undefined][] = [
    [t('discovery.detail.contactOf'), profile.contact_of],
    [t('discovery.detail.contactNumber'), profile.contact_number],
    [
      t('discovery.detail.whatsapp'),
      profile.whatsapp_number
        ? `${profile.whatsapp_country_code ?? ''} ${profile.whatsapp_number}`.trim()
        : null,
    ],
    [t('discovery.detail.email'), profile.email],
  ];
  return (
    <Card withBorder padding="md" data-testid="profile-contact">
      <Title order={2} fz="lg" mb="sm" c="brand.8">
        {t('discovery.detail.contact')}
      </Title>
      {reason ? (
        <Alert
          color={reason === 'hours' ? 'yellow' : 'gray'}
          variant="light"
          icon={reason === 'hours' ? <IconClockHour4 aria-hidden /> : <IconLock aria-hidden />}
          data-testid="contact-hidden"
          data-reason={reason}
        >
          {reason === 'hours' ? t('discovery.detail.hiddenHours') : t('discovery.detail.hiddenPrivate')}
        </Alert>
      ) : (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
          {rows
            .filter(([, v]) => !!v)
            .map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt style={{ color: 'var(--mantine-color-dimmed)' }}>{label}</dt>
                <dd style={{ margin: 0 }}>
                  <bdi dir="ltr">{value}</bdi>
                </dd>
              </div>
            ))}
        </dl>
      )}
    </Card>
  );
}
