/**
 * The "Verify Profile" dialog (SPEC.md sections 2, 4 and 5; DESIGN.md D12): the owner uploads a
 * PNG, GIF or JPEG image of a document ('File is required' without one); the profile's status
 * becomes In Process. The document is seen by moderators only.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_DOC_MIME_TYPES, msg } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import { toast } from '../../app/toast';
import { errorText, fieldMessageOf, translateRef, useTranslateMessage } from '../../lib/messages';
import { EvidenceInput } from './EvidenceInput';
import { useUploadVerification } from './queries';

export function VerifyDialog({
  opened,
  onClose,
  profileId,
  slug,
}: {
  opened: boolean;
  onClose: () => void;
  profileId: number;
  slug: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('profileActions.verify.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('profileActions.verify.close') }}
      data-testid="verify-dialog"
    >
      {opened && <VerifyForm profileId={profileId} slug={slug} onDone={onClose} />}
    </Modal>
  );
}

function VerifyForm({ profileId, slug, onDone }: { profileId: number; slug: string; onDone: () => void }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const upload = useUploadVerification(profileId, slug);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const submit = async () => {
    if (!file) {
      setFileError(translateRef(t, msg('fileRequired')));
      return;
    }
    setFailure(null);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast(translateRef(t, msg('updated')), 'success');
      onDone();
    } catch (err) {
      const message = err instanceof ApiError ? fieldMessageOf(err, 'verification_docs') : undefined;
      if (message) setFileError(tm(message));
      else setFailure(errorText(t, err));
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{t('profileActions.verify.intro')}</Text>
        <EvidenceInput
          label={t('profileActions.verify.file')}
          description={t('profileActions.verify.fileHint')}
          placeholder={t('profileActions.verify.filePlaceholder')}
          previewAlt={t('profileActions.verify.file')}
          clearLabel={t('profileActions.report.clearFile')}
          accept={VERIFICATION_DOC_MIME_TYPES}
          value={file}
          onChange={(f, wrongType) => {
            setFile(f);
            setFileError(wrongType ? translateRef(t, msg('documentType')) : undefined);
          }}
          error={fileError}
          testId="verify-file"
        />
        {upload.isPending && (
          <Progress value={progress * 100} aria-label={t('profileActions.verify.submit')} />
        )}
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            data-testid="verify-failure"
          >
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('profileActions.verify.cancel')}
          </Button>
          <Button
            type="submit"
            loading={upload.isPending}
            leftSection={<IconUpload size={18} aria-hidden />}
            data-testid="verify-submit"
          >
            {t('profileActions.verify.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
