/**
 * What a moderator sees instead of the console while the API waits for the second factor (DESIGN.md
 * D24): the set-up when the site requires it and the account has none (`enrol`), else the code
 * prompt (`code`, an app code or a recovery code). `onPassed` runs once this session has passed.
 */
import { Center, Paper, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../app/layout/PageLoader';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { CodeForm } from './CodeForm';
import { EnrolPanel } from './EnrolPanel';
import { verifySecondFactor } from './endpoints';
import { useSecondFactorStrings, useSecondFactorT } from './i18n';

export function SecondFactorGate({ asked, onPassed }: { asked: 'enrol' | 'code'; onPassed: () => void }) {
  const ready = useSecondFactorStrings();
  if (!ready) return <PageLoader />;
  return <Gate asked={asked} onPassed={onPassed} />;
}

function Gate({ asked, onPassed }: { asked: 'enrol' | 'code'; onPassed: () => void }) {
  const ts = useSecondFactorT();
  const title = asked === 'enrol' ? ts('title') : ts('prompt.title');
  useDocumentTitle(title);
  return (
    <Center p={{ base: 'sm', sm: 'xl' }} data-testid="two-step-gate">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={620}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 28 }} c="brand.8">
            {title}
          </Title>
          {asked === 'enrol' ? (
            <EnrolPanel required onDone={onPassed} />
          ) : (
            <CodeForm
              action={verifySecondFactor}
              onDone={onPassed}
              submitLabel={ts('prompt.submit')}
              allowRecovery
              testId="two-step-verify"
            />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
