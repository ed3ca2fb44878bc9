import { Alert, Button, Container, Group } from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

type SoonKey = 'soon.categories' | 'soon.profiles' | 'soon.login' | 'soon.profileDetail';

/** A page with its final heading and a note that it opens in the next release. */
function ComingSoon({ titleKey }: { titleKey: SoonKey }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <PageHeader title={t(titleKey)} />
      <Alert color="brand" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="coming-soon">
        {t('soon.note')}
      </Alert>
      <Group mt="lg">
        <Button component={Link} to="/new-profiles" leftSection={<IconUserPlus size={18} aria-hidden />}>
          {t('soon.browseNew')}
        </Button>
      </Group>
    </Container>
  );
}

export function CategoriesPage() {
  return <ComingSoon titleKey="soon.categories" />;
}

export function ProfilesPage() {
  return <ComingSoon titleKey="soon.profiles" />;
}

export function LoginPage() {
  return <ComingSoon titleKey="soon.login" />;
}

export function ProfileDetailPage() {
  return <ComingSoon titleKey="soon.profileDetail" />;
}
