/**
 * "Bio data" (SPEC.md section 6: the owner and other members download it): asks the server for the
 * profile's PDF in the interface language, as this member may see it, and saves it as
 * `biodata-<profile_code>.pdf`. Visitors are sent to the login page, which remembers the profile.
 */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import { downloadBiodata } from '../../lib/endpoints';
import { errorText } from '../../lib/messages';
import { rememberReturnSlug, useSession } from '../../app/session';

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

export function BiodataButton({ slug, profileCode }: { slug: string; profileCode: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const lang = INTERFACE_LANGUAGES.find((l) => l.code === i18n.resolvedLanguage)?.code ?? 'en';
  const pdf = useMutation({
    mutationFn: () => downloadBiodata(slug, lang),
    onSuccess: (blob) => saveFile(blob, `biodata-${profileCode}.pdf`),
    onError: (error) =>
      notifications.show({
        title: t('profileActions.biodata.failed'),
        message: errorText(t, error),
        color: 'red',
      }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={18} aria-hidden />}
      loading={pdf.isPending}
      onClick={() => {
        if (!session) {
          rememberReturnSlug(slug);
          void navigate('/login');
          return;
        }
        pdf.mutate();
      }}
      data-testid="biodata-button"
    >
      {pdf.isPending ? t('profileActions.biodata.preparing') : t('profileActions.biodata.button')}
    </Button>
  );
}
