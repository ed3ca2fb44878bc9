/**
 * What a member whose account moderators blocked sees instead of their profile (issue 34 point 9):
 * not "No Profile Found!" with "Login Again", which a new login cannot mend, but that the account
 * is blocked, the moderators' reason, and a way to write to us; Logout ends the session.
 */
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconLock, IconLogout, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useLogout } from '../../app/member';

/** `reason`: the server's sentence with the moderators' reason, in the interface language. */
export function BlockedNotice({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Container size="sm" py="xl" data-testid="account-blocked">
      <PageHeader title={t('accounts.profile.blockedTitle')} />
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />}>
        <Text fw={600}>{reason}</Text>
        <Text size="sm" mt={4}>
          {t('accounts.profile.blockedHelp')}
        </Text>
      </Alert>
      <Group mt="md" gap="sm">
        <Button component={Link} to="/feedback" leftSection={<IconMail size={18} aria-hidden />}>
          {t('accounts.profile.blockedWrite')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
          data-testid="account-blocked-logout"
        >
          {t('accounts.nav.logout')}
        </Button>
      </Group>
    </Container>
  );
}
