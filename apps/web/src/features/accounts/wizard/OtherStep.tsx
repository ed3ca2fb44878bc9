/** Step 4, other (SPEC.md sections 3 and 5): expectations and extra information, 25 characters each at least. */
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LONG_TEXT_MIN, otherShape, otherStep } from '@nikah/shared';
import {
  StepActions,
  StepErrorSummary,
  textOf,
  useFieldProps,
  useStepForm,
  type StepProps,
} from './stepForm';

const FIELDS = Object.keys(otherShape);

export function OtherStep(props: StepProps) {
  const { t } = useTranslation();
  const { form, submit } = useStepForm(otherStep, FIELDS, props);
  const field = useFieldProps(form);
  const count = (name: 'expectations' | 'extra_information') => {
    const length = textOf(form.watch(name)).trim().length;
    return `${t(`accounts.hints.${name}`)} (${length}/${LONG_TEXT_MIN})`;
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="step-other">
      <Stack gap="md">
        <Textarea
          {...field('expectations')}
          description={count('expectations')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
        />
        <Textarea
          {...field('extra_information')}
          description={count('extra_information')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
        />
      </Stack>
      <StepErrorSummary form={form} />
      <StepActions onBack={props.onBack} onCancel={props.onCancel} nextLabel={props.nextLabel} />
    </form>
  );
}
