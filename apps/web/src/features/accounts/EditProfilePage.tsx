/**
 * The edit wizard (SPEC.md sections 2, 4 and 8): personal, family, contact, other, photos.
 * `?mode=create` (right after signup) starts at the photo step and shows the bilingual success
 * note; otherwise step 1. Every step may be opened from the stepper; an invalid Next warns and
 * still moves on. The last form step saves the whole form (`PATCH profiles/update/{id}/`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EDIT_STEPS, type OwnerProfileDetail } from '@nikah/shared';
import { updateProfile } from '../../lib/endpoints';
import { loadAllEnglishStrings, loadLanguage } from '../../i18n';
import { useAlert } from './dialogs';
import { toast } from '../../app/toast';
import {
  clearEditDraft,
  readEditDraft,
  valuesFromProfile,
  withoutEmpty,
  writeEditDraft,
  type EditDraft,
  type FormValues,
} from './drafts';
import { errorLines } from '../../lib/messages';
import { useUserData } from '../../app/sharedQueries';
import { useBlockedKeywords } from './queries';
import { useSession, useSessionEnd, type Session } from '../../app/session';
import { ContactStep } from './wizard/ContactStep';
import { FamilyStep } from './wizard/FamilyStep';
import { OtherStep } from './wizard/OtherStep';
import { PersonalStep } from './wizard/PersonalStep';
import { PhotoStep } from './wizard/PhotoStep';
import { NO_KEYWORDS, useConfirmCancel, useDraftStore } from './wizard/common';
import { WizardShell, useBlockedWordCheck } from './wizard/WizardShell';
import type { StepProps } from './wizard/stepForm';
import { queryKeys } from '../../lib/queryKeys';

const PHOTO_STEP = EDIT_STEPS.indexOf('photos');
const LAST_FORM_STEP = PHOTO_STEP - 1;

export function EditProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const createMode = params.get('mode') === 'create';
  const user = useUserData();
  const ended = useSessionEnd();

  if (!session && ended) return null;
  if (!session) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  if (session.profileId === null || !session.slug) return <Navigate to="/" replace />;
  if (user.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          {t('accounts.msg.somethingWrong')}
        </Alert>
      </Container>
    );
  }
  if (!user.data) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('accounts.common.loading')} />
      </Center>
    );
  }
  return <EditWizard session={session} profile={user.data} createMode={createMode} />;
}

function EditWizard({
  session,
  profile,
  createMode,
}: {
  session: Session;
  profile: OwnerProfileDetail;
  createMode: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const alert = useAlert();
  const confirmCancel = useConfirmCancel();
  const profileId = profile.id;
  const slug = profile.slug;
  const [initial] = useState<EditDraft>(() => {
    const saved = readEditDraft(profileId);
    return {
      profileId,
      values: saved?.values ?? valuesFromProfile(profile),
      step: createMode ? PHOTO_STEP : (saved?.step ?? 0),
    };
  });
  const [step, setStep] = useState(initial.step);
  const update = useMutation({
    mutationFn: (values: FormValues) => updateProfile(profileId, withoutEmpty(values)),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.profile.detail(slug), updated),
  });
  const saving = update.isPending;
  const stepRef = useRef(initial.step);
  const write = useCallback(
    (values: FormValues) => writeEditDraft({ profileId, values, step: stepRef.current }),
    [profileId],
  );
  const draft = useDraftStore(initial.values, write);
  const keywords = useBlockedKeywords().data ?? NO_KEYWORDS;
  const blocked = useBlockedWordCheck(draft.values, keywords);

  // Right after signup: the bilingual success note (SPEC.md section 8), in the interface language
  // and in English (in Hindi when the interface is English).
  const created = (location.state as { created?: boolean } | null)?.created === true;
  useEffect(() => {
    if (!created) return;
    let cancelled = false;
    const lang = i18n.resolvedLanguage ?? 'en';
    const primary = t('accounts.popup.createdNote');
    const second =
      lang === 'en'
        ? loadLanguage('hi').then(() => t('accounts.popup.createdNote', { lng: 'hi' }))
        : loadAllEnglishStrings().then(() => t('accounts.popup.createdNote', { lng: 'en' }));
    void second
      .catch(() => '')
      .then((other) => {
        if (cancelled) return;
        alert({
          title: t('accounts.popup.createdTitle'),
          message: (
            <Stack gap="sm">
              <Text>{primary}</Text>
              {other && other !== primary && (
                <Text lang={lang === 'en' ? 'hi' : 'en'} dir="auto" c="dimmed">
                  {other}
                </Text>
              )}
            </Stack>
          ),
        });
        // Shown once: a refresh does not show it again.
        void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      });
    return () => {
      cancelled = true;
    };
    // Only when the page opens after signup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created]);

  const go = (index: number) => {
    stepRef.current = index;
    setStep(index);
    draft.flush();
  };

  const save = async (): Promise<boolean> => {
    const word = blocked.check();
    if (word) {
      toast(t('accounts.msg.blockedWordsToast'), 'error');
      return false;
    }
    try {
      await update.mutateAsync(draft.values.current);
      toast(t('accounts.msg.updated'), 'success');
      return true;
    } catch (err) {
      // One toast per field (SPEC.md section 8).
      for (const line of errorLines(t, err)) toast(line, 'error');
      return false;
    }
  };

  const onNext = async (patch: FormValues) => {
    draft.change(patch);
    if (step === LAST_FORM_STEP) {
      if (await save()) go(PHOTO_STEP);
      return;
    }
    go(step + 1);
  };

  const cancel = () =>
    confirmCancel(() => {
      draft.stop();
      clearEditDraft();
      void navigate('/');
    });

  const finish = () => {
    draft.stop();
    clearEditDraft();
    void navigate(`/profiles/${encodeURIComponent(session.slug ?? slug)}`);
  };

  const stepName = EDIT_STEPS[step] ?? 'personal';
  const stepProps: StepProps = {
    mode: 'edit',
    values: draft.values.current,
    username: session.username,
    onChange: draft.change,
    onNext,
    onBack: step > 0 ? () => go(step - 1) : undefined,
    onCancel: cancel,
    nextLabel:
      step === LAST_FORM_STEP
        ? saving
          ? t('accounts.wizard.saving')
          : t('accounts.wizard.save')
        : undefined,
  };

  return (
    <WizardShell
      title={t('accounts.wizard.editTitle')}
      steps={EDIT_STEPS}
      active={step}
      canOpen={() => true}
      onOpen={go}
      blockedWord={blocked.hit}
      intro={t(`accounts.wizard.stepIntro.${stepName}`, { username: session.username })}
    >
      {stepName === 'personal' && <PersonalStep key={step} {...stepProps} />}
      {stepName === 'family' && <FamilyStep key={step} {...stepProps} />}
      {stepName === 'contact' && <ContactStep key={step} {...stepProps} />}
      {stepName === 'other' && <OtherStep key={step} {...stepProps} />}
      {stepName === 'photos' && (
        <PhotoStep
          profileId={profileId}
          slug={slug}
          photos={[profile.photo_1, profile.photo_2]}
          pending={[profile.photo_1_pending, profile.photo_2_pending]}
          onFinish={finish}
          onBack={() => go(LAST_FORM_STEP)}
          onCancel={cancel}
        />
      )}
      {saving && (
        <Text size="sm" c="dimmed" role="status" mt="sm">
          {t('accounts.wizard.saving')}
        </Text>
      )}
    </WizardShell>
  );
}
