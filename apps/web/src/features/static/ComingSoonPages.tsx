import { Alert, Button, Container, Group } from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

/**
 * A member-menu page whose feature has not landed yet (friend chat, group forums: later issues):
 * its final heading and a plain note that it is not available yet, promising no date, and a way
 * to something that works. Delete the page's stub when its feature lands.
 */
function ComingSoon({
  titleKey,
  noteKey,
}: {
  titleKey: 'accounts.nav.chat' | 'accounts.nav.chatGroup';
  noteKey: 'soon.chat' | 'soon.chatGroup';
}) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <PageHeader title={t(titleKey)} />
      <Alert color="brand" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="coming-soon">
        {t(noteKey)}
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
  return <ComingSoon titleKey="accounts.nav.chat" noteKey="soon.chat" />;
}

/** `/chatgroup`: group forums (a later issue) — linked from the member menu. */
export function ChatGroupPage() {
  return <ComingSoon titleKey="accounts.nav.chatGroup" noteKey="soon.chatGroup" />;
}
