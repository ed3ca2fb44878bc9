/**
 * The Hide/Show my profile switch on the member's own profile page and on the deletion page within
 * the first days (DESIGN.md D16; issue 34 point 4), hence app-wide, not the accounts feature's: a profile is
 * active from signup; switching it off hides it from every other member (search, lists, detail)
 * until it is switched on again. The server takes the profile from the session
 * (`PATCH /api/profiles/visibility/`).
 */
import { Card, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnerProfileDetail } from '@nikah/shared';
import { setProfileVisibility } from '../lib/endpoints';
import { queryKeys } from '../lib/queryKeys';
import { errorText } from '../lib/messages';

/** Shows whether `profile` (the member's own) is visible to others and switches it. */
export function ProfileVisibilitySwitch({ profile }: { profile: OwnerProfileDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (isActive: boolean) => setProfileVisibility({ is_active: isActive }),
    onSuccess: ({ is_active }) => {
      // The page shows the answer at once; the lists and searches are refetched.
      queryClient.setQueryData(queryKeys.profile.detail(profile.slug), { ...profile, is_active });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all });
      notifications.show({
        message: t(
          is_active ? 'accounts.profile.visibility.shownNow' : 'accounts.profile.visibility.hiddenNow',
        ),
        color: 'brand',
      });
    },
    onError: (error) => notifications.show({ message: errorText(t, error), color: 'red' }),
  });
  const shown = change.isPending && change.variables !== undefined ? change.variables : profile.is_active;

  return (
    <Card withBorder padding="md" data-testid="profile-visibility">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {shown ? (
          <IconEye size={24} aria-hidden style={{ flexShrink: 0 }} />
        ) : (
          <IconEyeOff size={24} aria-hidden style={{ flexShrink: 0 }} />
        )}
        <Stack gap={4} style={{ flex: 1 }}>
          <Switch
            size="md"
            checked={shown}
            disabled={change.isPending}
            onChange={(event) => change.mutate(event.currentTarget.checked)}
            label={t('accounts.profile.visibility.label')}
            data-testid="profile-visibility-switch"
          />
          <Text size="sm" c="dimmed" data-testid="profile-visibility-state">
            {t(
              !shown
                ? 'accounts.profile.visibility.hidden'
                : profile.approval_status === 'approved'
                  ? 'accounts.profile.visibility.shownApproved'
                  : 'accounts.profile.visibility.shown',
            )}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
