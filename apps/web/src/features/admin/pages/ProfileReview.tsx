/**
 * One profile under review: its photos (with any photo-reuse match shown side by side with the
 * other profile's photo), its fields, its history, and the Approve / Reject actions.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rejectBody, type AdminPhoto, type AdminProfileItem } from '@nikah/shared';
import { AdminImage } from '../components/AdminImage';
import { ProfileLink } from '../components/ProfileLink';
import { TextDialog } from '../components/TextDialog';
import { useAdminAction } from '../components/useAdminAction';
import { approveProfile, fetchAdminProfile, rejectProfile } from '../endpoints';
import { formatDateTime } from '../format';
import { useChoiceLabel } from '../../accounts';
import { joinList } from '../../../i18n/format';
import { useRefLabel } from '../../../i18n/refLabel';
import { useAdminT, type AdminKey } from '../i18n';
import { adminKeys } from '../queryKeys';

export function ProfileReview({ item, onDecided }: { item: AdminProfileItem; onDecided: () => void }) {
  const ta = useAdminT();
  const { i18n } = useTranslation();
  const choice = useChoiceLabel();
  const ref = useRefLabel();
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminAction(
    () => approveProfile(item.id),
    () => ta('profiles.approved'),
    onDecided,
  );
  const reject = useAdminAction(
    (remarks: string) => rejectProfile(item.id, remarks),
    () => ta('profiles.rejected'),
    () => {
      setRejecting(false);
      onDecided();
    },
  );
  const busy = approve.isPending || reject.isPending;
  const fields: [AdminKey, string][] = [
    ['profiles.fields.profile_code', item.profile_code],
    ['profiles.fields.username', item.username ?? '—'],
    ['profiles.fields.gender', choice(item.gender)],
    ['profiles.fields.age', String(item.age)],
    ['profiles.fields.martial_status', choice(item.martial_status)],
    ['profiles.fields.education', choice(item.education)],
    ['profiles.fields.occupation', item.occupation],
    [
      'profiles.fields.place',
      joinList([ref.label('city', item.city), ref.label('state', item.state)], i18n.resolvedLanguage),
    ],
    ['profiles.fields.verification_status', ref.label('verification', item.verification_status)],
    ['profiles.fields.hobbies', item.hobbies],
    ['profiles.fields.expectations', item.expectations],
    ['profiles.fields.extra_information', item.extra_information],
  ];
  const photos = [...item.photos, ...item.pending_photos];
  return (
    <Card withBorder padding="md" data-testid="admin-review" data-profile-code={item.profile_code}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4">
              {item.full_name}
            </Title>
            <Text size="sm" c="dimmed">
              <ProfileLink slug={item.slug} code={item.profile_code} /> ·{' '}
              {ta('profiles.submitted', { date: formatDateTime(item.created_on, i18n.language) })}
            </Text>
            <Group gap={6} mt={4}>
              {item.scam_flag ? (
                // Put back in the queue by the scam shield (D20): say so, not "changed".
                <Badge color="red" variant="light" data-testid="admin-scam-flag">
                  {ta('profiles.scamBadge', { hits: item.scam_flag.hits, days: item.scam_flag.window_days })}
                </Badge>
              ) : (
                item.changed_since_approval && (
                  <Badge color="orange" variant="light">
                    {ta('profiles.changedBadge')}
                  </Badge>
                )
              )}
              {item.flagged && (
                <Badge color="red" variant="light" data-testid="admin-flagged">
                  {ta('profiles.flaggedBadge')}
                </Badge>
              )}
            </Group>
          </div>
          <Group gap="xs">
            <Button
              color="brand"
              leftSection={<IconCheck size={18} aria-hidden />}
              loading={approve.isPending}
              disabled={busy}
              onClick={() => approve.mutate(undefined)}
              data-testid="admin-approve"
            >
              {ta('profiles.approve')}
            </Button>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconX size={18} aria-hidden />}
              disabled={busy}
              onClick={() => setRejecting(true)}
              data-testid="admin-reject"
            >
              {ta('profiles.reject')}
            </Button>
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <section aria-label={ta('profiles.photosTitle')}>
            <Title order={4} size="h5" mb="xs">
              {ta('profiles.photosTitle')}
            </Title>
            {photos.length === 0 ? (
              <Text c="dimmed" size="sm">
                {ta('profiles.noPhotos')}
              </Text>
            ) : (
              <Stack gap="sm">
                {photos.map((photo) => (
                  <PhotoWithReuse
                    key={`${photo.slot}-${photo.pending}`}
                    photo={photo}
                    name={item.full_name}
                  />
                ))}
              </Stack>
            )}
          </section>
          <section aria-label={ta('profiles.fieldsTitle')}>
            <Title order={4} size="h5" mb="xs">
              {ta('profiles.fieldsTitle')}
            </Title>
            <Stack gap={6} component="dl" m={0}>
              {fields.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {ta(label)}
                  </Text>
                  <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {/* Isolated: a member's English keeps its full stop at its end in an Urdu console. */}
                    <bdi>{value || '—'}</bdi>
                  </Text>
                </div>
              ))}
            </Stack>
          </section>
        </SimpleGrid>
        <ProfileHistory id={item.id} />
      </Stack>
      <TextDialog
        opened={rejecting}
        title={ta('profiles.rejectTitle', { code: item.profile_code })}
        label={ta('profiles.remarks')}
        field="remarks"
        schema={rejectBody}
        submitLabel={ta('profiles.reject')}
        color="red"
        busy={reject.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={(text) => reject.mutate(text)}
      />
    </Card>
  );
}

/** A photo, and beside it each photo of another profile that looks the same. */
function PhotoWithReuse({ photo, name }: { photo: AdminPhoto; name: string }) {
  const ta = useAdminT();
  const n = photo.slot + 1;
  const caption = photo.pending ? ta('profiles.pendingPhoto', { n }) : ta('profiles.currentPhoto', { n });
  const own = (
    <Stack gap={4} align="flex-start">
      <AdminImage src={photo.url} alt={ta('profiles.photoAlt', { n, name })} />
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
  if (photo.reuse.length === 0) return own;
  return (
    <Alert color="red" variant="light" title={ta('profiles.reuseTitle')} data-testid="admin-reuse">
      {photo.reuse.map((match) => (
        <Group key={`${match.profile_id}-${match.slot}`} gap="md" align="flex-start" mt="xs">
          <Stack gap={2}>
            <Text size="xs" fw={600}>
              {ta('profiles.thisProfile')}
            </Text>
            {own}
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text size="xs" fw={600}>
              {ta('profiles.otherProfile', { code: match.profile_code })}
            </Text>
            {match.url && (
              <AdminImage src={match.url} alt={ta('profiles.otherPhotoAlt', { code: match.profile_code })} />
            )}
            <ProfileLink slug={match.slug} code={match.profile_code} name={match.full_name} />
            <Text size="xs" c="dimmed">
              {ta('profiles.reuseDistance', { distance: match.distance })}
            </Text>
          </Stack>
        </Group>
      ))}
    </Alert>
  );
}

/** Earlier moderator actions and reports about the profile (from its moderator detail). */
function ProfileHistory({ id }: { id: number }) {
  const ta = useAdminT();
  const { i18n } = useTranslation();
  const detail = useQuery({
    queryKey: adminKeys.profile(id),
    queryFn: ({ signal }) => fetchAdminProfile(id, signal),
  });
  if (!detail.data) return null;
  const { history, reports } = detail.data;
  return (
    <section aria-label={ta('profiles.historyTitle')}>
      <Title order={4} size="h5" mb="xs">
        {ta('profiles.historyTitle')}
      </Title>
      {history.length === 0 && reports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ta('profiles.noHistory')}
        </Text>
      ) : (
        <Stack gap={4}>
          {history.map((h) => (
            <Text key={`a${h.id}`} size="sm">
              {formatDateTime(h.created_on, i18n.language)} · {h.action}
              {h.actor_username ? ` · ${h.actor_username}` : ''}
              {h.remarks ? ` · ${h.remarks}` : ''}
            </Text>
          ))}
          {reports.length > 0 && (
            <Text size="sm" fw={600} mt="xs">
              {ta('profiles.reportsAgainst')}
            </Text>
          )}
          {reports.map((r) => (
            <Text key={`r${r.id}`} size="sm">
              {formatDateTime(r.created_on, i18n.language)} · {r.reason} · {r.status}
            </Text>
          ))}
        </Stack>
      )}
    </section>
  );
}
