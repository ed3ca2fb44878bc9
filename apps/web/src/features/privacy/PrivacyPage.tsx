/**
 * `/privacy` (DESIGN.md D22, issue 31): the privacy notice, the grievance officer named by the
 * server's SITE_GRIEVANCE_NAME and SITE_GRIEVANCE_EMAIL (when unset, the page says the site is not
 * configured for public use), and how to complain to the Data Protection Board of India. Rendered
 * by the server for visitors (app/ssrRoutes.ts), so it reads without JavaScript.
 */
import { Alert, Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { PrivacyNotice } from './PrivacyNotice';
import { usePrivacySettings } from './queries';

export function PrivacyPage() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  const data = settings.data;
  const configured = data?.grievance_name && data.grievance_email;
  return (
    <Container size="md" py="lg">
      <PageHeader title={t('privacy.page.title')} intro={t('privacy.notice.intro')} />
      <Stack gap="lg">
        <PrivacyNotice settings={data} />
        <Card withBorder padding="md" component="section" aria-labelledby="privacy-grievance-title">
          <Title order={2} fz="md" mb={4} id="privacy-grievance-title">
            {t('privacy.page.grievanceTitle')}
          </Title>
          {configured ? (
            <Stack gap={4} data-testid="privacy-grievance">
              <Text size="sm">{t('privacy.page.grievanceIntro')}</Text>
              <Text size="sm" fw={700}>
                {data.grievance_name}
              </Text>
              <Anchor href={`mailto:${data.grievance_email}`} size="sm" dir="ltr">
                {data.grievance_email}
              </Anchor>
            </Stack>
          ) : (
            data && (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                c="#5c3c00"
                data-testid="privacy-not-configured"
              >
                {t('privacy.page.notConfigured')}
              </Alert>
            )
          )}
        </Card>
        <section aria-labelledby="privacy-board-title">
          <Title order={2} fz="md" mb={4} id="privacy-board-title">
            {t('privacy.page.boardTitle')}
          </Title>
          <Text size="sm">{t('privacy.page.board')}</Text>
        </section>
      </Stack>
    </Container>
  );
}
