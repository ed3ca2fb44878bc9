/**
 * What another member sees on a profile besides its facts (SPEC.md sections 4 and 6, DESIGN.md
 * D5 and D6): photos blurred until the captcha is solved, favourite / report / bio-data buttons,
 * and the "Show contact" action (or why contact details are hidden now).
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconClockHour4,
  IconEye,
  IconHeart,
  IconHeartFilled,
  IconLock,
  IconPhone,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isOpenProposal, type PublicProfileDetail } from '@nikah/shared';
import { PhotoGallery, ProfileAvatar } from './ProfilePhotos';
import { ProposalActions } from '../proposals';
import { BiodataButton, ReportButton } from '../profile-actions';
import { useLazyDialog } from '../../app/useLazyDialog';
import { lazyChunk } from '../../lib/lazyChunk';
import { revealErrorKey, useShowContact } from './contactApi';
import { useFavouriteToggle } from './queries';
import { useRefLabel } from '../../i18n/refLabel';
import { useHydrated } from '../../lib/useHydrated';
import { opensDialog } from '../../components/LoadingIcon';

// The captcha's dialog, with its Modal, loads at the first tap on "View photos" (issue 29).
const loadCaptchaDialog = lazyChunk(() => import('./CaptchaDialog').then((m) => m.CaptchaDialog)).load;

export function NonOwnerPhotos({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const blurred = [profile.photo_1, profile.photo_2].filter((u): u is string => !!u);
  const [originals, setOriginals] = useState<string[] | null>(null);
  const captcha = useLazyDialog(loadCaptchaDialog);
  const shown = originals ?? blurred;
  if (shown.length === 0) return <ProfileAvatar src={profile.thumbnail} name={profile.full_name} />;
  return (
    <Stack gap="xs" data-testid="profile-photos">
      <PhotoGallery
        photos={shown.map((src, i) => ({
          src,
          alt: t(originals ? 'discovery.detail.photoAlt' : 'discovery.detail.blurredAlt', { n: i + 1 }),
        }))}
        name={profile.full_name}
        testId={originals ? 'photo-original' : 'photo-blurred'}
      />
      {!originals && (
        <Button
          variant="light"
          {...opensDialog(captcha, <IconEye size={18} aria-hidden />)}
          w="fit-content"
          data-testid="view-photos"
        >
          {t('discovery.detail.viewPhotos')}
        </Button>
      )}
      {captcha.Dialog && (
        <captcha.Dialog
          opened={captcha.opened}
          onClose={captcha.close}
          slug={profile.slug}
          onSolved={(photos) => {
            setOriginals(photos);
            captcha.close();
          }}
        />
      )}
    </Stack>
  );
}

export function NonOwnerActions({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const toggle = useFavouriteToggle(profile.profile_code, profile.slug);
  const favourite = toggle.isSuccess ? toggle.variables : profile.is_favourite;
  return (
    <Group gap="xs" mt="xs" wrap="wrap">
      <ProposalActions profile={profile} />
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
      <ReportButton profile={profile} />
      <BiodataButton slug={profile.slug} profileCode={profile.profile_code} />
    </Group>
  );
}

/**
 * The time now in `timeZone` (an IANA name), e.g. '05:34', in the interface language. Called only
 * when the text is shown: a formatter for a time zone is slow to make (about 190 ms on a fast
 * machine for the first, over half a second at Lighthouse's 4x slowdown; issue 29).
 */
function timeIn(timeZone: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit' }).format(
      new Date(),
    );
  } catch {
    return '';
  }
}

/**
 * Contact details of another member's profile (DESIGN.md D6): they never come with the profile;
 * "Show contact" asks the server, which checks the rules (private contact, 08:00-22:00 in the
 * owner's time zone), counts the reveal against a daily cap and tells the owner. Before asking,
 * the detail's `contact_hidden_reason` says whether the button can work now.
 */
export function NonOwnerContact({
  profile,
  fromProposal = false,
}: {
  profile: PublicProfileDetail;
  fromProposal?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRefLabel();
  const reveal = useShowContact(profile.profile_code, fromProposal);
  const reason = profile.contact_hidden_reason;
  const errorKey = revealErrorKey(reveal.error);
  const shown = reveal.data;
  // The clock there is written by the browser after hydration: the server's (another minute,
  // another ICU) would differ from the browser's first render.
  const hydrated = useHydrated();
  const hoursText = () =>
    t('discovery.detail.hiddenHours', {
      zone: profile.contact_time_zone,
      time: hydrated ? timeIn(profile.contact_time_zone, i18n.language) : '…',
    });
  // D6: which step opens a private contact; a proposal the viewer sent waits for the owner's yes.
  const sent = profile.relation.proposal.sent;
  const privateText = t(
    sent && isOpenProposal(sent.status)
      ? 'discovery.detail.hiddenPrivateSent'
      : 'discovery.detail.hiddenPrivate',
  );
  const errorText =
    errorKey === 'contactCap'
      ? t('discovery.detail.capReached')
      : errorKey === 'contactHours'
        ? hoursText()
        : errorKey === 'contactPrivate'
          ? privateText
          : t('discovery.detail.revealFailed');
  const rows: [string, string | null][] = shown
    ? [
        [t('discovery.detail.contactNumber'), shown.contact_number],
        [t('discovery.detail.whatsapp'), `${shown.whatsapp_country_code} ${shown.whatsapp_number}`.trim()],
        [t('discovery.detail.email'), shown.email],
      ]
    : [];
  return (
    <Card withBorder padding="md" data-testid="profile-contact">
      <Title order={2} fz="lg" mb="sm" c="brand.8">
        {t('discovery.detail.contact')}
      </Title>
      <Text size="sm" mb="xs">
        <Text span c="dimmed">
          {t('discovery.detail.contactOf')}:
        </Text>{' '}
        {ref.label('contactOf', profile.contact_of)}
      </Text>
      {shown ? (
        <Stack gap="xs">
          <dl
            style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}
            data-testid="contact-details"
          >
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
          {shown.reveals_left !== null && (
            <Text size="xs" c="dimmed" data-testid="reveals-left">
              {t('discovery.detail.revealsLeft', { n: shown.reveals_left })}
            </Text>
          )}
        </Stack>
      ) : reason ? (
        <Alert
          color={reason === 'hours' ? 'yellow' : 'gray'}
          variant="light"
          icon={reason === 'hours' ? <IconClockHour4 aria-hidden /> : <IconLock aria-hidden />}
          data-testid="contact-hidden"
          data-reason={reason}
        >
          {reason === 'hours' ? hoursText() : privateText}
        </Alert>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Button
            leftSection={<IconPhone size={18} aria-hidden />}
            loading={reveal.isPending}
            onClick={() => reveal.mutate()}
            data-testid="show-contact"
          >
            {t('discovery.detail.showContact')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('discovery.detail.showContactNote')}
          </Text>
          {reveal.isError && (
            <Alert
              color={errorKey === 'contactCap' ? 'orange' : 'red'}
              variant="light"
              role="alert"
              data-testid="show-contact-error"
              data-key={errorKey ?? undefined}
            >
              {errorText}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
