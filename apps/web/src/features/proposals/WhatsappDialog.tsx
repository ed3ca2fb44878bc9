/**
 * The "Open Whatsapp" dialog (SPEC.md sections 2, 4 and 5; DESIGN.md D6): opening it sends a
 * proposal when there is none between the two yet (no received one, no open or accepted sent one);
 * it asks the arithmetic question of the captcha route, and a right answer gives the server's
 * wa.me link (an "Open WhatsApp" link in a new tab) or the reason the contact is hidden now. A
 * wrong answer shows 'Wrong value' and a new question.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconClockHour4, IconLock, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { msg, type PublicProfileDetail, type WhatsappResponse } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import { fetchCaptcha } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { errorText, translateRef } from '../../lib/messages';
import { useSendProposal, useWhatsappAnswer } from './queries';
import classes from './proposals.module.css';

/** True when opening the dialog should send a proposal first (SPEC.md section 4). */
export function shouldSendOnOpen(relation: PublicProfileDetail['relation']): boolean {
  const { sent, received } = relation.proposal;
  if (received) return false;
  return !sent || sent.status === 'Rejected';
}

export function WhatsappDialog({
  opened,
  onClose,
  profile,
}: {
  opened: boolean;
  onClose: () => void;
  profile: PublicProfileDetail;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      className={classes.scope}
      title={t('proposals.whatsapp.title')}
      closeButtonProps={{ 'aria-label': t('proposals.whatsapp.close') }}
      data-testid="whatsapp-dialog"
    >
      {opened && <WhatsappBody profile={profile} />}
    </Modal>
  );
}

/** Why the link is withheld, by its key (D18). */
function HiddenReason({ answer }: { answer: WhatsappResponse }) {
  const { t } = useTranslation();
  const reason = answer.hidden_reason;
  if (!reason) return null;
  const text =
    reason === 'hours'
      ? translateRef(t, msg('contactHours', { zone: answer.contact_time_zone }))
      : reason === 'private'
        ? translateRef(t, msg('contactPrivate'))
        : t('discovery.detail.capReached');
  return (
    <Alert
      color={reason === 'hours' ? 'yellow' : 'gray'}
      variant="light"
      icon={reason === 'hours' ? <IconClockHour4 aria-hidden /> : <IconLock aria-hidden />}
      title={t('proposals.whatsapp.hidden')}
      data-testid="whatsapp-hidden"
      data-reason={reason}
    >
      {text}
    </Alert>
  );
}

function WhatsappBody({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  const send = useSendProposal(profile.profile_code, profile.slug);
  const answering = useWhatsappAnswer(profile.profile_code, profile.slug);
  const challenge = useQuery({
    queryKey: [...queryKeys.discovery.captcha, 'whatsapp', profile.slug],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Sends at most once per opening (React may run an effect twice in development).
  const sentOnce = useRef(false);
  const sendNow = shouldSendOnOpen(profile.relation);
  useEffect(() => {
    if (sentOnce.current || !sendNow) return;
    sentOnce.current = true;
    send.mutate(null);
  }, [sendNow, send]);
  useEffect(() => {
    setAnswer('');
  }, [challenge.data?.captcha_id]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!challenge.data) return;
    if (!/^\d{1,2}$/.test(answer.trim())) {
      setError(translateRef(t, msg('wrongValue')));
      return;
    }
    setError(null);
    try {
      await answering.mutateAsync({ captcha_id: challenge.data.captcha_id, answer: answer.trim() });
    } catch (err) {
      const wrong = err instanceof ApiError && !!err.fieldErrors.answer;
      setError(wrong ? translateRef(t, msg('wrongValue')) : errorText(t, err));
      void challenge.refetch();
    }
  };

  const result = answering.data;
  if (result) {
    return (
      <Stack gap="sm" data-testid="whatsapp-result">
        {result.link ? (
          <>
            <Text>{t('proposals.whatsapp.ready')}</Text>
            <Button
              component="a"
              href={result.link}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
              data-testid="whatsapp-open"
            >
              {t('proposals.whatsapp.open')}
              <VisuallyHidden> {t('proposals.whatsapp.newTab')}</VisuallyHidden>
            </Button>
          </>
        ) : (
          <HiddenReason answer={result} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {sendNow && (
        <Text size="sm" c="dimmed" data-testid="whatsapp-proposal-note">
          {send.isPending ? t('proposals.whatsapp.sending') : t('proposals.whatsapp.proposalNote')}
        </Text>
      )}
      {challenge.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('discovery.common.loadingShort')}</Text>
        </Group>
      ) : challenge.isError ? (
        <Alert color="red" variant="light">
          {t('proposals.toast.failed')}
          <Button
            mt="xs"
            variant="outline"
            size="xs"
            onClick={() => void challenge.refetch()}
            display="block"
          >
            {t('proposals.whatsapp.another')}
          </Button>
        </Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('proposals.whatsapp.intro')}</Text>
            <TextInput
              label={
                <>
                  {t('proposals.whatsapp.question')}{' '}
                  <bdi dir="ltr" data-testid="whatsapp-question" data-captcha={challenge.data.captcha_id}>
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
              disabled={challenge.isFetching}
              error={error}
              data-autofocus
              data-testid="whatsapp-answer"
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
                {t('proposals.whatsapp.another')}
              </Button>
              <Button
                type="submit"
                loading={answering.isPending}
                disabled={challenge.isFetching}
                data-testid="whatsapp-submit"
              >
                {t('proposals.whatsapp.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
