/**
 * What every form step of the wizard shares: a react-hook-form form validated by the step's shared
 * Zod schema (packages/shared profile-form.ts), live draft saving, SPEC.md's 'Please fill all the
 * required fields' on an invalid Next (edit mode still moves on), and the Back / Cancel / Next bar.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconX } from '@tabler/icons-react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { withoutEmpty, type FormValues } from '../drafts';
import { toast } from '../dialogs';
import { useTranslateMessage } from '../messages';
import type accountsEn from '../i18n/en.json';
import classes from '../accounts.module.css';

export type FieldName = keyof (typeof accountsEn)['fields'];
export type WizardMode = 'signup' | 'edit';

export interface StepProps {
  mode: WizardMode;
  /** The whole draft when the step opened. */
  values: FormValues;
  /** The signup username (Indian mobile or e-mail); the member's username in edit mode. */
  username: string;
  /** Live values of the step, for the draft and the blocked-word check. */
  onChange: (patch: FormValues) => void;
  /** The step is done (valid, or edit mode): its values, then the next step. */
  onNext: (patch: FormValues) => void | Promise<void>;
  onBack?: () => void;
  onCancel: () => void;
  /** Label of the Next button (e.g. Save on the last edit step). */
  nextLabel?: string;
}

function pick(values: FormValues, fields: readonly string[]): FormValues {
  const out: FormValues = {};
  for (const f of fields) out[f] = values[f] ?? '';
  return out;
}

/** The form of one step. `fields` are the step's inputs (their draft values are the defaults). */
export function useStepForm(
  schema: z.ZodType,
  fields: readonly string[],
  { mode, values, onChange, onNext }: StepProps,
) {
  const { t } = useTranslation();
  const defaultValues = useMemo(() => pick(values, fields), [values, fields]);
  const resolver = useMemo<Resolver<FormValues>>(() => {
    // raw: the step keeps the inputs' strings; the whole form is parsed once, when it is sent.
    const zod = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>;
    return (v, context, options) => zod(withoutEmpty(v), context, options);
  }, [schema]);
  const form = useForm<FormValues>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  useEffect(() => {
    const sub = form.watch((v) => onChange(v as FormValues));
    return () => sub.unsubscribe();
  }, [form, onChange]);

  const submit = form.handleSubmit(
    // The inputs' values (with empty texts), not the resolver's.
    () => onNext(form.getValues()),
    (_errors: FieldErrors<FormValues>) => {
      toast(t('accounts.msg.fillRequired'), 'error');
      if (mode === 'edit') return onNext(form.getValues());
    },
  );
  return { form, submit };
}

/** Label, translated error and registration of a plain input (TextInput, NativeSelect, Textarea). */
export function useFieldProps(form: UseFormReturn<FormValues>) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const errors = form.formState.errors;
  return (name: FieldName, required = true) => ({
    label: t(`accounts.fields.${name}`),
    withAsterisk: required,
    error: tm(errors[name]?.message),
    'data-testid': `field-${name}`,
    ...form.register(name),
  });
}

/** The step's buttons: Back and Cancel on one side, Next on the other. */
export function StepActions({
  onBack,
  onCancel,
  nextLabel,
  busy,
  extra,
  disabledNext,
}: {
  onBack?: () => void;
  onCancel: () => void;
  nextLabel?: string;
  busy?: boolean;
  extra?: ReactNode;
  disabledNext?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="xl" gap="sm" wrap="wrap-reverse">
      <Group gap="xs">
        {onBack && (
          <Button
            variant="default"
            onClick={onBack}
            leftSection={<IconArrowLeft size={18} aria-hidden className={classes.flip} />}
            data-testid="wizard-back"
          >
            {t('accounts.common.back')}
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          onClick={onCancel}
          leftSection={<IconX size={18} aria-hidden />}
          data-testid="wizard-cancel"
        >
          {t('accounts.common.cancel')}
        </Button>
      </Group>
      <Group gap="xs">
        {extra}
        <Button
          type="submit"
          loading={busy}
          disabled={disabledNext}
          rightSection={<IconArrowRight size={18} aria-hidden className={classes.flip} />}
          data-testid="wizard-next"
        >
          {nextLabel ?? t('accounts.common.next')}
        </Button>
      </Group>
    </Group>
  );
}
