/**
 * The console's "Two-step sign-in" section (DESIGN.md D24): the set-up when the account has none;
 * else that it is on, the recovery codes left, and turning it off with a code. Loading and error
 * states like the console's lists.
 */
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../../app/layout/PageLoader';
import { CodeForm } from './CodeForm';
import { EnrolPanel } from './EnrolPanel';
import { disableSecondFactor, fetchSecondFactor, secondFactorKey } from './endpoints';
import { useSecondFactorStrings, useSecondFactorT } from './i18n';

/** Fewer unused recovery codes than this gets a reminder to make new ones. */
const FEW_CODES = 3;

export function TwoStepPage() {
  const ready = useSecondFactorStrings();
  if (!ready) return <PageLoader />;
  return <TwoStep />;
}

function TwoStep() {
  const ts = useSecondFactorT();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: secondFactorKey, queryFn: ({ signal }) => fetchSecondFactor(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: secondFactorKey });

  let body;
  if (status.isPending) {
    body = (
      <Center mih={160} role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{ts('loading')}</Text>
        </Stack>
      </Center>
    );
  } else if (status.isError) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{ts('failed')}</Text>
          <Button size="xs" variant="white" onClick={() => void status.refetch()} loading={status.isFetching}>
            {ts('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!status.data.enrolled) {
    body = (
      <Stack gap="md">
        <Text c="dimmed" data-testid="two-step-off">
          {ts('manage.off')}
        </Text>
        <EnrolPanel required={status.data.required} onDone={refresh} />
      </Stack>
    );
  } else {
    const left = status.data.recovery_codes_left;
    body = (
      <Stack gap="md" maw={560}>
        <Alert color="green" icon={<IconShieldCheck size={20} aria-hidden />} data-testid="two-step-on">
          {ts('manage.on')}
        </Alert>
        <Text data-testid="two-step-codes-left">{ts('manage.left', { count: left })}</Text>
        {left < FEW_CODES && <Alert color="orange">{ts('manage.fewLeft')}</Alert>}
        <Text>{ts('manage.disableText')}</Text>
        {status.data.required && (
          <Text size="sm" c="dimmed">
            {ts('manage.requiredNote')}
          </Text>
        )}
        <CodeForm
          action={disableSecondFactor}
          onDone={() => {
            notifications.show({ message: ts('manage.disabled'), color: 'brand' });
            // Every console query: where the site requires the factor, the console now asks for it.
            void queryClient.invalidateQueries({ queryKey: ['admin'] });
          }}
          submitLabel={ts('manage.disable')}
          allowRecovery
          color="red"
          testId="two-step-disable"
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2}>{ts('title')}</Title>
      {body}
    </Stack>
  );
}
