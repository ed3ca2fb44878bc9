/**
 * "Who viewed my number" (DESIGN.md D6) on the member's own profile page: the members who were
 * shown this member's contact details ("Show contact") or original photos (the captcha), latest
 * first, with their name, profile code and when. The list comes from the server's reveal log.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/useHydrated';
import { useContactViews } from './contactApi';

/** The list card; renders nothing until `enabled` (the owner's own profile). */
export function ContactViews({ enabled = true }: { enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const views = useContactViews(enabled);
  // In the device's time zone, so written by the browser after hydration; the server's markup
  // (and the hydrating render) has the day in UTC, which every ICU writes alike.
  const hydrated = useHydrated();
  if (!enabled) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const whenText = (iso: string) => (hydrated ? when.format(new Date(iso)) : iso.slice(0, 10));
  return (
    <Card withBorder padding="md" data-testid="contact-views">
      <Title order={2} fz="lg" mb={4} c="brand.8">
        {t('discovery.views.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('discovery.views.intro')}
      </Text>
      {views.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('discovery.common.loadingShort')}</Text>
        </Group>
      ) : views.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('discovery.views.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => void views.refetch()}>
              {t('discovery.views.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : views.data.results.length === 0 ? (
        <Text c="dimmed" data-testid="contact-views-empty">
          {t('discovery.views.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {views.data.results.map((v) => (
            <Group
              component="li"
              key={`${v.profile_code}-${v.kind}-${v.viewed_on}`}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="contact-view"
            >
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Anchor
                  component={Link}
                  to={`/profiles/${encodeURIComponent(v.slug)}`}
                  fw={600}
                  truncate="end"
                >
                  {v.full_name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <bdi dir="ltr">{v.profile_code}</bdi>
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" color={v.kind === 'contact' ? 'brand' : 'gray'}>
                  {v.kind === 'contact' ? t('discovery.views.kindContact') : t('discovery.views.kindPhotos')}
                </Badge>
                <Text size="sm" c="dimmed">
                  <time dateTime={v.viewed_on}>{whenText(v.viewed_on)}</time>
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
