/**
 * Asks a signed-in member again when the consent notice changed (DESIGN.md D22): when their newest
 * acceptance (`GET /api/profiles/consents/`) is not CONSENT_VERSION, a dialog shows the notice
 * with "I accept" (`POST /api/profiles/consents/`, in the interface language) or "Not now" (asked
 * again at the next sign-in). Mounted by the layout for members only.
 */
import { useState } from 'react';
import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSENT_VERSION, INTERFACE_LANGUAGES } from '@nikah/shared';
import { acceptConsent } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { errorText } from '../../lib/messages';
import { PrivacyNotice } from './PrivacyNotice';
import { useConsents, usePrivacySettings } from './queries';

export function ConsentGate({ member }: { member: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const consents = useConsents(member);
  const [dismissed, setDismissed] = useState(false);
  const settings = usePrivacySettings().data;
  const language = INTERFACE_LANGUAGES.find((l) => l.code === i18n.resolvedLanguage)?.code ?? 'en';
  const accept = useMutation({
    mutationFn: () => acceptConsent({ version: CONSENT_VERSION, language }),
    onSuccess: (list) => client.setQueryData(queryKeys.privacy.consents, list),
  });
  const newest = consents.data?.results[0]?.version;
  const opened = member && consents.isSuccess && newest !== CONSENT_VERSION && !dismissed;
  return (
    <Modal
      opened={opened}
      onClose={() => setDismissed(true)}
      title={t('privacy.consent.askTitle')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      size="lg"
      data-testid="consent-again"
    >
      <Text size="sm" mb="sm">
        {t('privacy.consent.askIntro')}
      </Text>
      {/* The notice scrolls in its own region, reachable by keyboard (arrow keys scroll it once
          it has focus), so the buttons stay in view. */}
      <ScrollArea.Autosize
        mah="50vh"
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('privacy.page.title') }}
      >
        <PrivacyNotice settings={settings} headingLevel={3} />
      </ScrollArea.Autosize>
      {accept.isError && (
        <Text c="red.8" size="sm" mt="sm" role="alert">
          {errorText(t, accept.error)}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setDismissed(true)}>
          {t('privacy.consent.notNow')}
        </Button>
        <Button loading={accept.isPending} onClick={() => accept.mutate()} data-testid="consent-accept">
          {t('privacy.consent.acceptAgain')}
        </Button>
      </Group>
    </Modal>
  );
}
