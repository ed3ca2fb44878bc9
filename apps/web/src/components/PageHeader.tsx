import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** The h1 of a page, with an optional intro line; also sets `document.title`. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  useDocumentTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }} c="brand.8">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  );
}
