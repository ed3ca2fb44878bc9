/** Step 5 of signup, password (SPEC.md section 5): at least 6 characters, confirmed. */
import { Alert, PasswordInput, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordShape, passwordStep } from '@nikah/shared';
import { StepActions, StepErrorSummary, useFieldProps, useStepForm, type StepProps } from './stepForm';

const FIELDS = Object.keys(passwordShape);

export function PasswordStep(props: StepProps & { askAgain?: boolean }) {
  const { t } = useTranslation();
  const { form, submit } = useStepForm(passwordStep, FIELDS, props);
  const field = useFieldProps(form);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="step-password">
      <Stack gap="md">
        {props.askAgain && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('accounts.otp.passwordAgain')}
          </Alert>
        )}
        <input type="text" name="username" autoComplete="username" value={props.username} readOnly hidden />
        <PasswordInput
          {...field('password')}
          autoComplete="new-password"
          description={t('accounts.hints.password')}
        />
        <PasswordInput {...field('confirm_password')} autoComplete="new-password" />
      </Stack>
      <StepErrorSummary form={form} />
      <StepActions onBack={props.onBack} onCancel={props.onCancel} nextLabel={props.nextLabel} />
    </form>
  );
}
