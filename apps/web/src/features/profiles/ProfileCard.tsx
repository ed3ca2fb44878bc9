import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { IconEye, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileCard as ProfileCardData } from '@nikah/shared';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useRefLabel } from '../../i18n/refLabel';
import { joinList } from '../../i18n/format';
import classes from './ProfileCard.module.css';

const VERIFIED = 'Verified';

interface ProfileCardProps {
  profile: ProfileCardData;
  /** Load the photo at once, with high priority (above the fold), instead of lazily. */
  eager?: boolean;
  /** Heading level of the name inside its section. */
  headingOrder?: 2 | 3 | 4;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A profile on a card: photo, name, age, height, education, occupation, place, marital status. */
export function ProfileCard({ profile, eager = false, headingOrder = 3 }: ProfileCardProps) {
  const { t, i18n } = useTranslation();
  const ref = useRefLabel();
  const city = ref.label('city', profile.city_current || profile.city);
  const state = ref.label('state', profile.state_current || profile.state);
  const rows: { label: string; value: string }[] = [
    { label: t('profile.age'), value: t('profile.ageValue', { age: profile.age }) },
    // Reference values in the interface language (D14); the height's digits are isolated inside.
    { label: t('profile.height'), value: ref.height(profile.height) },
    { label: t('profile.education'), value: ref.label('education', profile.education) },
    { label: t('profile.occupation'), value: profile.occupation },
    { label: t('profile.location'), value: joinList([city, state], i18n.resolvedLanguage) },
    { label: t('profile.maritalStatus'), value: ref.label('maritalStatus', profile.martial_status) },
  ];

  return (
    <Card withBorder shadow="xs" padding="md" className={classes.card} data-testid="profile-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {profile.thumbnail ? (
          <ResponsiveImage
            src={profile.thumbnail}
            alt={t('profile.photoAlt', { name: profile.full_name })}
            width={96}
            height={120}
            priority={eager}
            className={classes.photo}
          />
        ) : (
          <div className={classes.placeholder} aria-hidden>
            {initials(profile.full_name)}
          </div>
        )}
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={headingOrder} fz="md" className={classes.name}>
            <Link
              to={`/profiles/${encodeURIComponent(profile.slug)}`}
              className={classes.link}
              aria-label={t('profile.view', { name: profile.full_name })}
            >
              <bdi>{profile.full_name}</bdi>
            </Link>
          </Title>
          {profile.visited && (
            <span className={classes.visited} data-testid="visited-mark">
              <IconEye size={16} aria-hidden />
              <span>{t('discovery.card.visited')}</span>
            </span>
          )}
          {profile.verification_status === VERIFIED && (
            <Badge
              size="sm"
              variant="light"
              leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}
              w="fit-content"
            >
              {t('profile.verified')}
            </Badge>
          )}
          <dl className={classes.facts}>
            {rows.map((row) =>
              row.value ? (
                <div key={row.label} className={classes.fact}>
                  <dt>{row.label}</dt>
                  <dd>
                    <bdi>{row.value}</bdi>
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
        </Stack>
      </Group>
    </Card>
  );
}
