/**
 * The owner's new photos that wait for a moderator (DESIGN.md D17), on their own profile page:
 * shown to them alone, marked "Waiting for approval", so an upload never looks lost (issue 34
 * point 3). Others keep seeing the earlier photo, if any, until approval.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OwnerProfileDetail } from '@nikah/shared';
import classes from './accounts.module.css';

/** Nothing when `profile` has no photo waiting. */
export function PendingPhotos({ profile }: { profile: OwnerProfileDetail }) {
  const { t } = useTranslation();
  const waiting = [profile.photo_1_pending, profile.photo_2_pending].flatMap((src, i) =>
    src ? [{ src, n: i + 1 }] : [],
  );
  if (waiting.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="pending-photos">
      <Badge color="yellow" variant="light" leftSection={<IconClockHour4 size={14} aria-hidden />}>
        {t('accounts.photos.pending')}
      </Badge>
      <Group gap="xs">
        {waiting.map(({ src, n }) => (
          <img
            key={n}
            src={src}
            alt={t('accounts.photos.alt', { n })}
            className={classes.pendingPhoto}
            data-testid={`pending-photo-${n - 1}`}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('accounts.photos.pendingNote')}
      </Text>
    </Stack>
  );
}
