/**
 * The privacy notice (DESIGN.md D22, issue 31): what is collected, why, who sees what (D4-D6), how
 * long it is kept (the server's ERASURE_DAYS, VERIFICATION_DOC_RETENTION_DAYS and
 * IP_RETENTION_DAYS), what the tombstone keeps, and the member's rights. Its text is versioned by
 * CONSENT_VERSION (packages/shared): a change of meaning here needs a new version, which every
 * member accepts again. Shown on /privacy and, folded, at signup before the code is sent.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSENT_VERSION, type PrivacySettings } from '@nikah/shared';

const SECTIONS = ['collect', 'why', 'who', 'keep', 'tombstone', 'rights'] as const;

/** The periods the notice states before the settings have loaded (the server's defaults). */
const DEFAULT_PERIODS = { erasure_days: 7, document_retention_days: 30, ip_retention_days: 90 };

export function PrivacyNotice({
  settings,
  headingLevel = 2,
}: {
  settings: Pick<PrivacySettings, keyof typeof DEFAULT_PERIODS> | undefined;
  /** The level of the sections' headings (2 on the page, 3 inside the signup step). */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const periods = settings ?? DEFAULT_PERIODS;
  const values = {
    erasureDays: periods.erasure_days,
    documentDays: periods.document_retention_days,
    ipDays: periods.ip_retention_days,
  };
  return (
    <Stack gap="md" data-testid="privacy-notice">
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}-title`}>
          <Title order={headingLevel} fz="md" mb={4} id={`privacy-${section}-title`}>
            {t(`privacy.notice.${section}Title`)}
          </Title>
          <Text size="sm">{t(`privacy.notice.${section}`, values)}</Text>
        </section>
      ))}
      <Text size="xs" c="dimmed">
        {t('privacy.notice.version', { version: CONSENT_VERSION })}
      </Text>
    </Stack>
  );
}
