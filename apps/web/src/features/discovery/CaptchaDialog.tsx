/**
 * The arithmetic captcha before a profile's photos (SPEC.md sections 4 and 5, DESIGN.md D5): the
 * server asks `a + b`; a right answer returns short-lived links to the original photos.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { revealErrorKey } from './contactApi';
import { answerCaptcha, fetchCaptcha } from './queries';

export function CaptchaDialog({
  opened,
  onClose,
  slug,
  onSolved,
}: {
  opened: boolean;
  onClose: () => void;
  slug: string;
  onSolved: (photos: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={onClose}
      title={t('discovery.captcha.title')}
      centered
    >
      {opened && <CaptchaForm slug={slug} onSolved={onSolved} />}
    </Modal>
  );
}

function CaptchaForm({ slug, onSolved }: { slug: string; onSolved: (photos: string[]) => void }) {
  const { t } = useTranslation();
  const challenge = useQuery({
    queryKey: [...queryKeys.discovery.captcha, slug],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answering = useMutation({
    mutationFn: (vars: { captchaId: string; answer: string }) =>
      answerCaptcha(vars.captchaId, vars.answer, slug),
  });
  const busy = answering.isPending;
  useEffect(() => {
    setAnswer('');
  }, [challenge.data?.captcha_id]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!challenge.data) return;
    if (!/^\d{1,2}$/.test(answer.trim())) {
      setError(t('discovery.captcha.wrong'));
      return;
    }
    setError(null);
    try {
      const res = await answering.mutateAsync({
        captchaId: challenge.data.captcha_id,
        answer: answer.trim(),
      });
      onSolved(res.photos);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      // The daily cap of photo reveals (DESIGN.md D5) is told apart by its key, not its text.
      if (revealErrorKey(err) === 'photoCap') setError(t('discovery.captcha.capReached'));
      else if (fields.answer) setError(t('discovery.captcha.wrong'));
      else setError(t('discovery.captcha.expired'));
      void challenge.refetch();
    }
  };

  if (challenge.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('discovery.common.loadingShort')}</Text>
      </Group>
    );
  }
  if (challenge.isError) {
    return (
      <Alert color="red" variant="light">
        {t('discovery.common.failed')}
        <Button mt="xs" variant="outline" size="xs" onClick={() => void challenge.refetch()} display="block">
          {t('discovery.captcha.another')}
        </Button>
      </Alert>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('discovery.captcha.intro')}</Text>
        <TextInput
          label={
            <>
              {t('discovery.captcha.question')}{' '}
              <bdi dir="ltr" data-testid="captcha-question">
                {challenge.data.question}
              </bdi>
            </>
          }
          value={answer}
          onChange={(e) => {
            setAnswer(e.currentTarget.value);
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          error={error}
          data-autofocus
          data-testid="captcha-answer"
        />
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              setError(null);
              void challenge.refetch();
            }}
          >
            {t('discovery.captcha.another')}
          </Button>
          <Button type="submit" loading={busy} data-testid="captcha-submit">
            {t('discovery.captcha.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
