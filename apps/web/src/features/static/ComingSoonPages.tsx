import { Alert, Button, Container, Group } from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

type SoonTitleKey = 'accounts.nav.chat' | 'accounts.nav.chatGroup';

/** A page with its final heading and a note that it opens in the next release. */
function ComingSoon({ titleKey }: { titleKey: SoonTitleKey }) {
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

/** `/chatindex`: friend chat (a later issue) — linked from the member menu. */
export function ChatPage() {
  return <ComingSoon titleKey="accounts.nav.chat" />;
}

/** `/chatgroup`: group forums (a later issue) — linked from the member menu. */
export function ChatGroupPage() {
  return <ComingSoon titleKey="accounts.nav.chatGroup" />;
}
