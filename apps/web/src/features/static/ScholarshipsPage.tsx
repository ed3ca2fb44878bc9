import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { SCHOLARSHIP_PORTALS } from '../../lib/site';

/** Static page of government scholarship portals (SPEC.md section 1). */
export function ScholarshipsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('scholarships.title')} intro={t('scholarships.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SCHOLARSHIP_PORTALS.map((portal) => (
          <Card key={portal.key} withBorder shadow="xs" padding="md" data-testid="scholarship-card">
            <Stack gap="xs" h="100%">
              <Title order={2} fz="lg">
                {t(`scholarships.${portal.key}Name`)}
              </Title>
              <Text fz="sm">{t(`scholarships.${portal.key}Text`)}</Text>
              <Anchor href={portal.url} target="_blank" rel="noopener noreferrer" mt="auto" fw={600}>
                {t('scholarships.visit')} <IconExternalLink size={14} aria-hidden />{' '}
                <Text component="span" fz="xs" c="dimmed" dir="ltr">
                  {new URL(portal.url).hostname}
                </Text>
                <VisuallyHidden> {t('app.newTab')}</VisuallyHidden>
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
