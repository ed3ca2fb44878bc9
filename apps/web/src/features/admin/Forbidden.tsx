import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAdminT } from './i18n';

/** What a member who is not a moderator sees at /admin. */
export function Forbidden() {
  const ta = useAdminT();
  useDocumentTitle(ta('forbidden.title'));
  return (
    <Center mih={360} p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} data-testid="admin-forbidden">
          {ta('forbidden.title')}
        </Title>
        <Text c="dimmed">{ta('forbidden.text')}</Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {ta('forbidden.home')}
        </Button>
      </Stack>
    </Center>
  );
}
