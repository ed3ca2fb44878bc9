/**
 * "Download my data" on the member's own profile page (DESIGN.md D22, issue 31): starts the export
 * (`POST /api/profiles/export/`), shows its progress while the server's job makes the ZIP (polling
 * `GET /api/profiles/export/{id}/` every POLL_MS), then saves `my-nikah-data.zip`. At most
 * EXPORTS_PER_DAY a day: the server's 429 is shown as its message.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXPORTS_PER_DAY } from '@nikah/shared';
import { fetchExport, startExport } from '../../lib/endpoints';
import { errorText } from '../../lib/messages';

/** Wait between two looks at an export being made, in ms. */
const POLL_MS = 1500;

type State =
  | { step: 'idle' }
  | { step: 'working'; polls: number }
  | { step: 'done' }
  | { step: 'error'; message: string };

/** Saves `blob` under `filename` through a temporary link. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function DataExportCard() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = async () => {
    setState({ step: 'working', polls: 0 });
    try {
      const { id } = await startExport();
      for (let polls = 1; alive.current; polls += 1) {
        const answer = await fetchExport(id);
        if (answer instanceof Blob) {
          saveFile(answer, 'my-nikah-data.zip');
          setState({ step: 'done' });
          return;
        }
        if (answer.status === 'failed') {
          setState({ step: 'error', message: t('privacy.export.failed') });
          return;
        }
        setState({ step: 'working', polls });
        await wait(POLL_MS);
      }
    } catch (error) {
      if (alive.current) setState({ step: 'error', message: errorText(t, error) });
    }
  };

  // The job takes seconds; the bar moves towards 90 % while it runs (its real end is unknown).
  const progress = state.step === 'working' ? Math.min(90, 15 + state.polls * 15) : 100;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="data-export-title"
      data-testid="data-export"
    >
      <Title order={2} fz="lg" mb="sm" c="brand.8" id="data-export-title">
        {t('privacy.export.title')}
      </Title>
      <Stack gap="sm">
        <Text size="sm">{t('privacy.export.intro', { perDay: EXPORTS_PER_DAY })}</Text>
        {state.step === 'working' && (
          <>
            <Progress value={progress} animated aria-label={t('privacy.export.preparing')} />
            <Text size="sm" role="status" data-testid="data-export-progress">
              {t('privacy.export.preparing')}
            </Text>
          </>
        )}
        {state.step === 'done' && (
          <Text size="sm" role="status" c="teal.9" data-testid="data-export-done">
            {t('privacy.export.done')}
          </Text>
        )}
        {state.step === 'error' && (
          <Alert color="red" variant="light" role="alert" data-testid="data-export-error">
            {state.message}
          </Alert>
        )}
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconDatabaseExport size={18} aria-hidden />}
          loading={state.step === 'working'}
          onClick={() => void run()}
          data-testid="data-export-button"
        >
          {t('privacy.export.button')}
        </Button>
      </Stack>
    </Card>
  );
}
