/**
 * The 10 recovery codes right after enrolment (DESIGN.md D24): shown this once, with a warning,
 * copy and download actions, and a button to go on once they are saved. Codes read left to right
 * in Urdu too.
 */
import { Alert, Box, Button, CopyButton, Group, List, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useSecondFactorT } from './i18n';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const ts = useSecondFactorT();
  const text = `${ts('codes.fileHeader')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack gap="md" data-testid="two-step-recovery">
      <Title order={2} fz="xl">
        {ts('codes.title')}
      </Title>
      <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
        {ts('codes.warning')}
      </Alert>
      <Box
        p="md"
        style={{
          background: 'var(--mantine-color-gray-0)',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
        maw={420}
      >
        {/* Two columns where each holds a whole code (`10. abcde-fghjk`), else one. */}
        <List
          type="ordered"
          dir="ltr"
          ff="monospace"
          fz="md"
          spacing={4}
          styles={{ root: { columns: '2 12em', columnGap: 'var(--mantine-spacing-xl)' } }}
          data-testid="two-step-recovery-codes"
        >
          {codes.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
      </Box>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? ts('codes.copied') : ts('codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={download} leftSection={<IconDownload size={18} aria-hidden />}>
          {ts('codes.download')}
        </Button>
      </Group>
      <Box>
        <Button onClick={onDone} data-testid="two-step-recovery-done">
          {ts('codes.done')}
        </Button>
      </Box>
    </Stack>
  );
}
