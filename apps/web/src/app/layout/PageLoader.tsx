import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown in the page area while a page chunk loads for the first time. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240} p="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
