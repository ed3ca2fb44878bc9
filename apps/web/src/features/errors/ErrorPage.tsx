import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ApiError } from '../../lib/api';

function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof ApiError && error.status === 404;
}

/** SPEC.md section 2: '404 Not Found' for unknown pages, else 'An error occurred', with a Home link. */
export function ErrorView({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const title = notFound ? t('errors.notFound') : t('errors.generic');
  useDocumentTitle(title);
  return (
    <Center mih={360} p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} data-testid="error-title">
          {title}
        </Title>
        <Text c="dimmed">{notFound ? t('errors.notFoundText') : t('errors.genericText')}</Text>
        <Button
          component={Link}
          to="/"
          leftSection={<IconHome size={18} aria-hidden />}
          data-testid="error-home"
        >
          {t('errors.home')}
        </Button>
      </Stack>
    </Center>
  );
}

/** The `*` route: any unknown path. */
export function NotFoundPage() {
  return <ErrorView notFound />;
}

function useLoggedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    if (!isNotFound(error)) console.error(error);
  }, [error]);
  return error;
}

/** Error boundary of the pages: shown inside the layout. */
export function ErrorPage() {
  const error = useLoggedRouteError();
  return <ErrorView notFound={isNotFound(error)} />;
}

/** Last-resort boundary when the layout itself fails: a bare page with its own main landmark. */
export function RootErrorPage() {
  const error = useLoggedRouteError();
  return (
    <main>
      <ErrorView notFound={isNotFound(error)} />
    </main>
  );
}
