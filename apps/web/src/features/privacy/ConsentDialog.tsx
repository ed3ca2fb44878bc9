/**
 * The dialog of the consent check (ConsentGate.tsx, DESIGN.md D22): the notice in force with "I
 * accept" (`POST /api/profiles/consents/`, in the interface language) or "Not now". A chunk of its
 * own, loaded only when a member is asked (issue 29: its Modal, scroll area and the notice's text
 * stay off every member page's start).
 */
import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSENT_VERSION, INTERFACE_LANGUAGES } from '@nikah/shared';
import { acceptConsent } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { errorText } from '../../lib/messages';
import { PrivacyNotice } from './PrivacyNotice';
import { usePrivacySettings } from './queries';

/**
 * The dialog: the notice, "I accept" (in the interface language) and "Not now" (`onClose`). Open
 * while `opened`.
 */
export default function ConsentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const settings = usePrivacySettings().data;
  const language = INTERFACE_LANGUAGES.find((l) => l.code === i18n.resolvedLanguage)?.code ?? 'en';
  const accept = useMutation({
    mutationFn: () => acceptConsent({ version: CONSENT_VERSION, language }),
    onSuccess: (list) => client.setQueryData(queryKeys.privacy.consents, list),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
        <Button variant="default" onClick={onClose}>
          {t('privacy.consent.notNow')}
        </Button>
        <Button loading={accept.isPending} onClick={() => accept.mutate()} data-testid="consent-accept">
          {t('privacy.consent.acceptAgain')}
        </Button>
      </Group>
    </Modal>
  );
}
