/**
 * `/profiles/:slug` (SPEC.md sections 2, 4 and 8). The owner sees every detail, the photos, an
 * Edit button and the pending-approval notice (DESIGN.md D4). Other members see what the server
 * returns for them (the full detail page with proposals comes with the profiles issue). Visitors
 * are sent to the login page, which remembers the profile.
 */
import { Suspense, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconEdit,
  IconEye,
  IconHeartSearch,
  IconLogin2,
  IconPhotoPlus,
  IconRosetteDiscountCheckFilled,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import {
  ContactViews,
  NonOwnerActions,
  NonOwnerContact,
  NonOwnerPhotos,
  PhotoGallery,
  ProfileAvatar,
} from '../discovery';
import { BiodataButton, OwnerActions } from '../profile-actions';
import { DataExportCard } from '../privacy';
import { ApiError } from '../../lib/api';
import { fetchProfile } from '../../lib/endpoints';
import { useRefLabel } from '../../i18n/refLabel';
import { joinList } from '../../i18n/format';
import { detailKeyOf, errorText } from '../../lib/messages';
import { BlockedNotice } from './BlockedNotice';
import { PendingPhotos } from './PendingPhotos';
import { ProfileVisibilitySwitch } from '../../components/ProfileVisibilitySwitch';
import { clearSession, rememberReturnSlug, useSession, useSessionEnd } from '../../app/session';
import classes from './accounts.module.css';
import { queryKeys } from '../../lib/queryKeys';
import { lazyPart } from '../../lib/lazyPart';

// The own page's guardian card, with its invite form (react-hook-form, Zod schemas), is a chunk
// of its own: a member opening another's profile does not load or run it (issue 29). The server
// still renders it (lib/lazyPart.tsx).
const GuardianCard = lazyPart(() => import('../guardian').then((m) => m.GuardianCard));

type Row = { label: string; value: ReactNode; ltr?: boolean };

function Facts({ title, rows, testId }: { title: string; rows: Row[]; testId: string }) {
  const shown = rows.filter((r) => r.value !== '' && r.value !== null && r.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={2} fz="lg" mb="sm" c="brand.8">
        {title}
      </Title>
      <dl className={classes.facts}>
        {shown.map((r) => (
          <div key={r.label} style={{ display: 'contents' }}>
            <dt>{r.label}</dt>
            <dd>{r.ltr ? <bdi dir="ltr">{r.value}</bdi> : <bdi>{r.value}</bdi>}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ProfilePage() {
  const { slug = '' } = useParams();
  const session = useSession();
  const ended = useSessionEnd();
  if (!session) {
    // Just logged out: the layout is going home.
    if (ended) return null;
    rememberReturnSlug(slug);
    return <Navigate to="/login" replace />;
  }
  return <ProfileView slug={slug} isOwner={session.slug === slug} />;
}

function ProfileView({ slug, isOwner }: { slug: string; isOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ref = useRefLabel();
  // Opened from a received proposal: contact details regardless of the hours (DESIGN.md D6).
  const [search] = useSearchParams();
  const fromProposal = search.get('from') === 'proposal';
  const query = useQuery({
    queryKey: queryKeys.profile.detail(slug),
    // Another member's profile counts one view; one's own does not (`skip-update`).
    queryFn: ({ signal }) => fetchProfile(slug, { skipUpdate: isOwner, fromProposal }, signal),
    staleTime: 60 * 1000,
    retry: false,
  });

  if (query.isPending) {
    return (
      <Container size="md" py="lg">
        <Text role="status">{t('accounts.common.loading')}</Text>
      </Container>
    );
  }

  if (query.isError && detailKeyOf(query.error) === 'userBlocked') {
    return <BlockedNotice reason={errorText(t, query.error)} />;
  }

  if (query.isError) {
    const detail =
      query.error instanceof ApiError && query.error.detail
        ? errorText(t, query.error)
        : t('accounts.msg.somethingWrong');
    return (
      <Container size="sm" py="xl">
        <PageHeader title={t('accounts.profile.notFound')} />
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="profile-error"
        >
          {detail}
        </Alert>
        <Button
          mt="md"
          leftSection={<IconLogin2 size={18} aria-hidden />}
          onClick={() => {
            clearSession('logout');
            void navigate('/login');
          }}
        >
          {t('accounts.profile.loginAgain')}
        </Button>
      </Container>
    );
  }

  const p = query.data;
  const owner = p.is_owner ? p : null;
  const photos = [p.photo_1, p.photo_2].filter((u): u is string => !!u);
  const place = (city: string | null, state: string | null, country?: string | null) =>
    joinList([ref.label('city', city), ref.label('state', state), country], i18n.resolvedLanguage);

  return (
    <Container
      size="md"
      py="lg"
      px={{ base: 'sm', sm: 'md' }}
      className={classes.scope}
      data-testid="profile-page"
    >
      <PageHeader title={owner ? t('accounts.profile.myTitle') : p.full_name} />
      <Stack gap="md">
        {owner && owner.approval_status === 'pending' && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconClockHour4 aria-hidden />}
            data-testid="pending-notice"
          >
            {t('accounts.profile.pending')}
          </Alert>
        )}
        {owner && <ProfileVisibilitySwitch profile={owner} />}
        {owner && owner.approval_status === 'rejected' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('accounts.profile.rejected')}
          </Alert>
        )}

        <Card withBorder padding="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            {!p.is_owner ? (
              <NonOwnerPhotos profile={p} />
            ) : photos.length > 0 ? (
              <div data-testid="profile-photos">
                <PhotoGallery
                  photos={photos.map((src, i) => ({ src, alt: t('accounts.photos.alt', { n: i + 1 }) }))}
                  name={p.full_name}
                  className={classes.profilePhoto}
                  testId="own-photo"
                />
              </div>
            ) : (
              <ProfileAvatar src={p.thumbnail} name={p.full_name} />
            )}
            {owner && <PendingPhotos profile={owner} />}
            <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
              <Title order={2} fz="xl" data-testid="profile-name">
                <bdi>{p.full_name}</bdi>
              </Title>
              <Text size="sm" c="dimmed">
                {t('accounts.profile.code')}: <bdi dir="ltr">{p.profile_code}</bdi>
              </Text>
              {p.verification_status === 'Verified' && (
                <Badge
                  leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}
                  w="fit-content"
                  data-testid="verified-badge"
                >
                  {t('profile.verified')}
                </Badge>
              )}
              {!p.is_owner && <NonOwnerActions profile={p} />}
              {owner && (
                <Group gap="xs" mt="xs">
                  <Button
                    component={Link}
                    to="/edit-profile"
                    leftSection={<IconEdit size={18} aria-hidden />}
                    data-testid="profile-edit"
                  >
                    {t('accounts.profile.edit')}
                  </Button>
                  <Button
                    component={Link}
                    to="/profile-visited"
                    variant="light"
                    leftSection={<IconEye size={18} aria-hidden />}
                    data-testid="profile-visitors"
                  >
                    {t('discovery.nav.visitors')}
                  </Button>
                  <Button
                    component={Link}
                    to="/matches"
                    variant="light"
                    leftSection={<IconHeartSearch size={18} aria-hidden />}
                    data-testid="profile-matches"
                  >
                    {t('discovery.nav.matches')}
                  </Button>
                  <BiodataButton slug={p.slug} profileCode={p.profile_code} />
                  {photos.length === 0 && owner.pending_photos.length === 0 && (
                    <Button
                      component={Link}
                      to="/edit-profile?mode=create"
                      variant="light"
                      leftSection={<IconPhotoPlus size={18} aria-hidden />}
                    >
                      {t('accounts.profile.addPhotos')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Group>
        </Card>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Facts
            title={t('accounts.profile.personal')}
            testId="profile-personal"
            rows={[
              { label: t('accounts.fields.gender'), value: ref.label('gender', p.gender) },
              { label: t('accounts.profile.age'), value: t('accounts.profile.ageValue', { age: p.age }) },
              {
                label: t('accounts.fields.martial_status'),
                value: ref.label('maritalStatus', p.martial_status),
              },
              { label: t('accounts.fields.detail_for_this_status'), value: p.detail_for_this_status },
              {
                label: t('accounts.fields.duration_after_khula_or_divorce'),
                value: p.duration_after_khula_or_divorce,
              },
              { label: t('accounts.fields.no_of_children'), value: p.no_of_children ?? '' },
              { label: t('accounts.fields.height'), value: ref.height(p.height) },
              { label: t('accounts.fields.weight'), value: p.weight ?? '' },
              { label: t('accounts.fields.education'), value: ref.label('education', p.education) },
              { label: t('accounts.fields.degree'), value: p.degree },
              { label: t('accounts.fields.occupation'), value: p.occupation },
              {
                label: t('accounts.fields.physical_status'),
                value: ref.label('physicalStatus', p.physical_status),
              },
              { label: t('accounts.fields.handicap_detail'), value: p.handicap_detail },
              { label: t('accounts.fields.hobbies'), value: p.hobbies },
              { label: t('accounts.profile.location'), value: place(p.city, p.state) },
              {
                label: t('accounts.profile.currentLocation'),
                value: place(p.city_current, p.state_current, p.country_current),
              },
            ]}
          />
          <Facts
            title={t('accounts.profile.family')}
            testId="profile-family"
            rows={[
              { label: t('accounts.fields.fathers_name'), value: p.fathers_name },
              { label: t('accounts.fields.fathers_occupation'), value: p.fathers_occupation },
              { label: t('accounts.fields.mothers_name'), value: p.mothers_name },
              { label: t('accounts.fields.mothers_occupation'), value: p.mothers_occupation },
              { label: t('accounts.fields.no_of_brothers'), value: p.no_of_brothers },
              { label: t('accounts.fields.no_of_married_brothers'), value: p.no_of_married_brothers },
              { label: t('accounts.fields.no_of_sisters'), value: p.no_of_sisters },
              { label: t('accounts.fields.no_of_married_sisters'), value: p.no_of_married_sisters },
              { label: t('accounts.fields.biradari'), value: ref.label('biradari', p.biradari) },
              { label: t('accounts.fields.maslak'), value: ref.label('maslak', p.maslak) },
            ]}
          />
          {!p.is_owner && <NonOwnerContact profile={p} />}
          {owner && (
            <Facts
              title={t('accounts.profile.contact')}
              testId="profile-contact"
              rows={[
                { label: t('accounts.fields.contact_of'), value: ref.label('contactOf', p.contact_of) },
                { label: t('accounts.fields.contact_number'), value: owner?.contact_number ?? '', ltr: true },
                {
                  label: t('accounts.fields.whatsapp_number'),
                  value: owner ? `${owner.whatsapp_country_code} ${owner.whatsapp_number}` : '',
                  ltr: true,
                },
                { label: t('accounts.fields.email'), value: owner?.email ?? '', ltr: true },
                {
                  label: t('accounts.fields.private_contact'),
                  value: p.private_contact
                    ? t('accounts.profile.privateOn')
                    : t('accounts.profile.privateOff'),
                },
              ]}
            />
          )}
          {owner && <ContactViews />}
          {owner && <OwnerActions profile={owner} />}
          {owner && (
            <Suspense fallback={null}>
              <GuardianCard />
            </Suspense>
          )}
          {owner && <DataExportCard />}
          <Facts
            title={t('accounts.profile.about')}
            testId="profile-about"
            rows={[
              { label: t('accounts.fields.expectations'), value: p.expectations },
              { label: t('accounts.fields.extra_information'), value: p.extra_information },
            ]}
          />
          {owner && (
            <Facts
              title={t('accounts.profile.account')}
              testId="profile-account"
              rows={[
                { label: t('accounts.fields.username'), value: owner.username ?? '', ltr: true },
                { label: t('accounts.profile.views'), value: owner.view_count },
                {
                  label: t('accounts.profile.verification'),
                  value: ref.label('verification', owner.verification_status),
                },
              ]}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
