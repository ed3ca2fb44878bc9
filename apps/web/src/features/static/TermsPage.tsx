import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';

const SECTIONS = [
  { title: 'terms.eligibilityTitle', body: 'terms.eligibility', id: 'eligibility' },
  { title: 'terms.lawTitle', body: 'terms.law', id: 'law' },
  { title: 'terms.profileTitle', body: 'terms.profile', id: 'profile' },
  { title: 'terms.refundsTitle', body: 'terms.refunds', id: 'refunds' },
] as const;

/** SPEC.md section 1: adults 18+, Indian law, no deletion within 7 days, refunds section. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <PageHeader title={t('terms.title')} intro={t('terms.intro')} />
      <Stack gap="lg">
        {SECTIONS.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            data-testid="terms-section"
          >
            <Title order={2} fz="lg" mb={4} id={`${section.id}-title`}>
              {t(section.title)}
            </Title>
            <Text>{t(section.body)}</Text>
          </section>
        ))}
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('terms.fraudTitle')}
          c="#5c3c00"
        >
          <Text fw={700}>{t('footer.fraudWarning')}</Text>
        </Alert>
      </Stack>
    </Container>
  );
}
