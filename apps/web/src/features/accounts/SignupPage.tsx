/**
 * The signup wizard (SPEC.md sections 2, 4, 5 and 8): personal, family, contact, other, password,
 * code, photos. The username comes from the login page (no username: back to /login). The draft
 * and the step are kept in localStorage so a refresh resumes; passwords are not kept, so a refresh
 * after the password step comes back to it. A matching code creates the profile, logs in and
 * opens the photo step (`/edit-profile?mode=create`).
 */
import { useCallback, useRef, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { CONSENT_VERSION, INTERFACE_LANGUAGES, SIGNUP_STEPS, signupFormOn } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import { createProfile, sendOtp } from '../../lib/endpoints';
import { AcknowledgementDialog, useAlert } from './dialogs';
import { SignupConsent } from '../privacy';
import { toast } from '../../app/toast';
import {
  clearSignupDraft,
  readSignupDraft,
  withoutEmpty,
  writeSignupDraft,
  type FormValues,
  type SignupDraft,
} from './drafts';
import { errorLines } from '../../lib/messages';
import { useBlockedKeywords } from './queries';
import { setSession } from '../../app/session';
import { isolate } from './text';
import { ContactStep } from './wizard/ContactStep';
import { FamilyStep } from './wizard/FamilyStep';
import { OtherStep } from './wizard/OtherStep';
import { OtpStep } from './wizard/OtpStep';
import { PasswordStep } from './wizard/PasswordStep';
import { PersonalStep } from './wizard/PersonalStep';
import { NO_KEYWORDS, stepOfField, useConfirmCancel, useDraftStore } from './wizard/common';
import { WizardShell, useBlockedWordCheck } from './wizard/WizardShell';
import type { StepProps } from './wizard/stepForm';

const PASSWORD_STEP = SIGNUP_STEPS.indexOf('password');
const OTP_STEP = SIGNUP_STEPS.indexOf('otp');

export function SignupPage() {
  const [draft] = useState(readSignupDraft);
  if (!draft) return <Navigate to="/login" replace />;
  return <SignupWizard initial={draft} />;
}

function SignupWizard({ initial }: { initial: SignupDraft }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  // The consent notice was read in the interface language (DESIGN.md D22); stored with the profile.
  const consentLanguage = INTERFACE_LANGUAGES.find((l) => l.code === i18n.resolvedLanguage)?.code ?? 'en';
  const codeRequest = useMutation({ mutationFn: sendOtp });
  const creation = useMutation({ mutationFn: createProfile });
  const confirmCancel = useConfirmCancel();
  const { username } = initial;
  // Passwords are never stored: a refresh after the password step comes back to it.
  const resumeAt = Math.min(initial.step, PASSWORD_STEP);
  const [step, setStep] = useState(resumeAt);
  const [askPasswordAgain] = useState(initial.step > PASSWORD_STEP);
  const [acknowledged, setAcknowledged] = useState(initial.acknowledged);
  const [sentAt, setSentAt] = useState(initial.otpSentAt);
  const meta = useRef({ step: resumeAt, acknowledged: initial.acknowledged, otpSentAt: initial.otpSentAt });

  const write = useCallback(
    (values: FormValues) => writeSignupDraft({ username, values, ...meta.current }),
    [username],
  );
  const draft = useDraftStore(initial.values, write);
  const keywords = useBlockedKeywords().data ?? NO_KEYWORDS;
  const blocked = useBlockedWordCheck(draft.values, keywords);

  const go = (index: number) => {
    meta.current.step = index;
    setStep(index);
    draft.flush();
  };

  const onNext = (patch: FormValues) => {
    draft.change(patch);
    go(step + 1);
  };

  const cancel = () =>
    confirmCancel(() => {
      draft.stop();
      clearSignupDraft();
      void navigate('/');
    });

  const blockedStop = () => {
    const word = blocked.check();
    if (word) toast(t('accounts.msg.blockedWordsToast'), 'error');
    return word !== undefined;
  };

  const sendCode = async () => {
    if (blockedStop()) return false;
    try {
      await codeRequest.mutateAsync({ username, purpose: 'signup' });
      toast(t('accounts.msg.otpSent'), 'success');
      const now = Date.now();
      meta.current.otpSentAt = now;
      setSentAt(now);
      draft.flush();
      return true;
    } catch (err) {
      const taken = err instanceof ApiError && err.fieldErrors.username !== undefined;
      alert({
        message: errorLines(t, err).join('\n'),
        onClose: taken ? () => void navigate('/login') : undefined,
      });
      return false;
    }
  };

  /** Shows field errors as SPEC.md section 8 lists them and returns to the step of the first. */
  const showFieldErrors = (lines: string[], fields: string[]) => {
    const toLogin = fields.includes('username');
    const target = fields.map(stepOfField).find((s) => s !== undefined);
    alert({
      message: lines.join('\n'),
      onClose: () => {
        if (toLogin) void navigate('/login');
        else go(target ?? 0);
      },
    });
  };

  const create = async (otp: string): Promise<string | undefined> => {
    if (blockedStop()) return undefined;
    // The legal age on today's date (DESIGN.md D15); the server checks it again on its clock.
    const parsed = signupFormOn(new Date()).safeParse(
      withoutEmpty({
        ...draft.values.current,
        username,
        otp,
        // Sending the code accepted the notice shown above the button (DESIGN.md D22).
        consent_version: CONSENT_VERSION,
        consent_language: consentLanguage,
      }),
    );
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => String(i.path[0] ?? 'non_field_errors'));
      const err = new ApiError(
        400,
        '',
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0] ?? 'non_field_errors'), [i.message]]),
        ),
      );
      showFieldErrors(errorLines(t, err), fields);
      return undefined;
    }
    try {
      // The answer also sets the httpOnly session cookie; the body's token is for API clients.
      const res = await creation.mutateAsync(parsed.data);
      if (!res.token) {
        alert({ message: t('accounts.msg.serverError') });
        return undefined;
      }
      draft.stop();
      clearSignupDraft();
      setSession({ profileId: res.profile_id, slug: res.slug, username });
      toast(t('accounts.msg.created'), 'success');
      void navigate('/edit-profile?mode=create', { replace: true, state: { created: true } });
      return undefined;
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = Object.keys(err.fieldErrors);
        if (fields.length === 1 && fields[0] === 'otp') return err.fieldErrors.otp?.[0];
        if (fields.length > 0) {
          showFieldErrors(errorLines(t, err), fields);
          return undefined;
        }
      }
      alert({ message: errorLines(t, err).join('\n') });
      return undefined;
    }
  };

  const stepName = SIGNUP_STEPS[step] ?? 'personal';
  const stepProps: StepProps = {
    mode: 'signup',
    values: draft.values.current,
    username,
    onChange: draft.change,
    onNext,
    onBack: step > 0 ? () => go(step - 1) : undefined,
    onCancel: cancel,
  };

  return (
    <>
      <WizardShell
        title={t('accounts.wizard.signupTitle')}
        steps={SIGNUP_STEPS}
        active={step}
        canOpen={(i) => i < step}
        onOpen={go}
        blockedWord={blocked.hit}
        intro={t(`accounts.wizard.stepIntro.${stepName}`, { username: isolate(username) })}
        subtitle={
          <Text size="sm" mb="sm" data-testid="signup-username">
            {t('accounts.wizard.signupAs', { username: isolate(username) })}{' '}
            <Anchor component={Link} to="/login">
              {t('accounts.login.change')}
            </Anchor>
          </Text>
        }
      >
        {stepName === 'personal' && <PersonalStep key={step} {...stepProps} />}
        {stepName === 'family' && <FamilyStep key={step} {...stepProps} />}
        {stepName === 'contact' && <ContactStep key={step} {...stepProps} />}
        {stepName === 'other' && <OtherStep key={step} {...stepProps} />}
        {stepName === 'password' && <PasswordStep key={step} {...stepProps} askAgain={askPasswordAgain} />}
        {step === OTP_STEP && (
          <OtpStep
            username={username}
            sentAt={sentAt}
            onSend={sendCode}
            sending={codeRequest.isPending}
            onCreate={create}
            creating={creation.isPending}
            onBack={() => go(step - 1)}
            onCancel={cancel}
            notice={<SignupConsent />}
            sendLabel={t('privacy.consent.accept')}
          />
        )}
      </WizardShell>
      <AcknowledgementDialog
        opened={!acknowledged}
        onAccept={() => {
          meta.current.acknowledged = true;
          setAcknowledged(true);
          draft.flush();
        }}
      />
    </>
  );
}
