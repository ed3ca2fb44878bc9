/**
 * The photo step (last of both wizards; SPEC.md sections 2, 7 and 9; DESIGN.md D5): two slots,
 * each with a preview, an upload progress bar (XMLHttpRequest reports upload progress) and a
 * Remove button (`POST profiles/upload/{id}/{index}/` with an empty value). A new photo of an
 * approved profile waits for a moderator (D17): the slot shows it to its owner marked "Waiting for
 * approval", so an upload never looks lost (issue 34 point 3).
 */
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Badge, Button, Card, FileButton, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconPhotoPlus, IconTrash, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, type OwnerProfileDetail } from '@nikah/shared';
import { uploadPhoto } from '../../../lib/endpoints';
import { toast } from '../../../app/toast';
import { errorText } from '../../../lib/messages';
import classes from '../accounts.module.css';
import { StepActions } from './stepForm';
import { queryKeys } from '../../../lib/queryKeys';

type TestIdProps = { 'data-testid': string };

interface PhotoStepProps {
  profileId: number;
  slug: string;
  photos: [string | null, string | null];
  /** The new photo of each slot waiting for approval, or null. */
  pending: [string | null, string | null];
  onFinish: () => void;
  onBack?: () => void;
  onCancel: () => void;
}

function PhotoSlot({
  index,
  initialUrl,
  initialPending,
  profileId,
  slug,
}: {
  index: 0 | 1;
  initialUrl: string | null;
  initialPending: string | null;
  profileId: number;
  slug: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(initialUrl);
  const [pendingUrl, setPendingUrl] = useState(initialPending);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File | null) => {
      const form = new FormData();
      form.append('file', file ?? '');
      return uploadPhoto(profileId, index, form, file ? (p) => setProgress(p) : undefined);
    },
  });
  const busy = upload.isPending;
  const resetRef = useRef<() => void>(null);
  const n = index + 1;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (file: File | null) => {
    setProgress(file ? 0 : null);
    try {
      const res = await upload.mutateAsync(file);
      setUrl(index === 0 ? res.photo_1 : res.photo_2);
      setPendingUrl(index === 0 ? res.photo_1_pending : res.photo_2_pending);
      queryClient.setQueryData<OwnerProfileDetail>(queryKeys.profile.detail(slug), (old) =>
        old
          ? {
              ...old,
              photo_1: res.photo_1,
              photo_2: res.photo_2,
              thumbnail: res.thumbnail,
              photo_1_pending: res.photo_1_pending,
              photo_2_pending: res.photo_2_pending,
              pending_photos: [res.photo_1_pending, res.photo_2_pending].flatMap((u, slot) =>
                u ? [slot] : [],
              ),
            }
          : old,
      );
      toast(file ? t('accounts.photos.uploaded') : t('accounts.photos.removed'), 'success');
    } catch (err) {
      toast(errorText(t, err), 'error');
    } finally {
      setProgress(null);
      setPreview(null);
      resetRef.current?.();
    }
  };

  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      toast(t('accounts.msg.fileTooLarge', { mb: PHOTO_MAX_BYTES / (1024 * 1024) }), 'error');
      resetRef.current?.();
      return;
    }
    setPreview(URL.createObjectURL(file));
    void send(file);
  };

  const shown = preview ?? pendingUrl ?? url;
  const waiting = preview === null && pendingUrl !== null;
  // A test id on the hidden file input (Mantine's type lists no data attributes).
  const fileInputProps: ComponentPropsWithoutRef<'input'> & TestIdProps = {
    'data-testid': `photo-input-${index}`,
  };
  return (
    <Card withBorder padding="xs" data-testid={`photo-slot-${index}`}>
      <Stack gap="xs">
        <Text fw={600}>{t('accounts.photos.slot', { n })}</Text>
        <div className={classes.photoFrame}>
          {shown ? (
            <img src={shown} alt={t('accounts.photos.alt', { n })} data-testid={`photo-preview-${index}`} />
          ) : (
            <Stack align="center" gap={4} c="dimmed">
              <IconUser size={48} aria-hidden />
              <Text size="sm">{t('accounts.photos.empty')}</Text>
            </Stack>
          )}
        </div>
        {waiting && (
          <Stack gap={2} data-testid={`photo-pending-${index}`}>
            <Badge color="yellow" variant="light" leftSection={<IconClockHour4 size={14} aria-hidden />}>
              {t('accounts.photos.pending')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('accounts.photos.pendingNote')}
            </Text>
          </Stack>
        )}
        {progress !== null && (
          <Stack gap={2}>
            <Progress
              value={Math.round(progress * 100)}
              aria-label={t('accounts.photos.progressLabel', { n })}
              data-testid={`photo-progress-${index}`}
              striped
              animated
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('accounts.photos.uploading', { percent: Math.round(progress * 100) })}
            </Text>
          </Stack>
        )}
        <Stack gap="xs">
          <FileButton
            onChange={pick}
            accept="image/*"
            resetRef={resetRef}
            disabled={busy}
            inputProps={fileInputProps}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                fullWidth
                // Two slots side by side on a 390 px phone: the label wraps rather than being cut.
                classNames={{ root: classes.photoButton, label: classes.photoButtonLabel }}
                leftSection={<IconPhotoPlus size={18} aria-hidden />}
                loading={busy && progress !== null}
                data-testid={`photo-choose-${index}`}
              >
                {url || pendingUrl ? t('accounts.photos.replace') : t('accounts.photos.choose')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              fullWidth
              classNames={{ root: classes.photoButton, label: classes.photoButtonLabel }}
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => void send(null)}
              disabled={busy}
              data-testid={`photo-remove-${index}`}
            >
              {t('accounts.photos.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

export function PhotoStep({ profileId, slug, photos, pending, onFinish, onBack, onCancel }: PhotoStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="step-photos">
      <Text size="sm" c="dimmed">
        {t('accounts.photos.note')}
      </Text>
      <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
        {([0, 1] as const).map((index) => (
          <PhotoSlot
            key={index}
            index={index}
            initialUrl={photos[index]}
            initialPending={pending[index]}
            profileId={profileId}
            slug={slug}
          />
        ))}
      </SimpleGrid>
      <StepActions
        onBack={onBack}
        onCancel={onCancel}
        onNext={onFinish}
        nextLabel={t('accounts.photos.finish')}
        finish
      />
    </Stack>
  );
}
