/**
 * Setting up two-step sign-in (DESIGN.md D24): start (a new secret from the server), scan the QR
 * code or type the key, confirm with the app's first code, then the recovery codes once. `onDone`
 * runs after the moderator says the codes are saved (the session has then passed the factor).
 */
import { useState } from 'react';
import { Alert, Box, Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/messages';
import { CodeForm } from './CodeForm';
import { confirmEnrolment, startEnrolment } from './endpoints';
import { useSecondFactorT } from './i18n';
import { RecoveryCodes } from './RecoveryCodes';

/** The base32 key in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function EnrolPanel({ required, onDone }: { required: boolean; onDone: () => void }) {
  const ts = useSecondFactorT();
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: startEnrolment });
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  const enrolment = start.data;
  if (!enrolment) {
    return (
      <Stack gap="md" maw={560} data-testid="two-step-enrol">
        {required && (
          <Alert color="brand" icon={<IconShieldLock size={20} aria-hidden />}>
            {ts('enrol.required')}
          </Alert>
        )}
        <Text>{ts('intro')}</Text>
        {start.error && (
          <Alert color="red" role="alert">
            {errorText(t, start.error)}
          </Alert>
        )}
        <Box>
          <Button onClick={() => start.mutate()} loading={start.isPending} data-testid="two-step-start">
            {ts('enrol.start')}
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={560} data-testid="two-step-enrol">
      <Text>{ts('enrol.scan')}</Text>
      <Image
        src={enrolment.qr_image}
        alt={ts('enrol.qrAlt')}
        w={220}
        h={220}
        fit="contain"
        bg="white"
        data-testid="two-step-qr"
      />
      <Stack gap={6}>
        <Text size="sm">{ts('enrol.manual')}</Text>
        <Group gap="xs" wrap="wrap">
          <Code fz="md" dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="two-step-secret">
            {grouped(enrolment.secret)}
          </Code>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? ts('codes.copied') : ts('enrol.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <Text>{ts('enrol.enterCode')}</Text>
      <CodeForm
        action={confirmEnrolment}
        onDone={(answer) => setCodes(answer.recovery_codes)}
        submitLabel={ts('enrol.confirm')}
        testId="two-step-confirm"
      />
    </Stack>
  );
}
