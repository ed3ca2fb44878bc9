/**
 * What every form step of the wizard shares: a react-hook-form form typed and validated by the
 * step's shared Zod schema (packages/shared profile-form.ts), live draft saving, SPEC.md's
 * 'Please fill all the required fields' on an invalid Next with a summary of every problem of the
 * step (edit mode still moves on), and the one Back / Cancel / Next bar of both wizards.
 */
import { useEffect, useMemo, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FormValues } from '../drafts';
import { toast } from '../../../app/toast';
import { fieldLabel, useTranslateMessage } from '../../../lib/messages';
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

/** A step's shared schema: an object schema of packages/shared profile-form.ts. */
export type StepSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a step whose schema is `S`: its inputs' values in, the schema's output out. */
export type StepForm<S extends StepSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** Any step's form, as the inputs see it (`T` the values, `O` what the schema makes of them). */
export type AnyForm<T extends FieldValues, O extends FieldValues = T> = UseFormReturn<T, unknown, O>;

/** The draft's texts and checkboxes among `values` (the form's live values). */
export function toFormValues(values: object): FormValues {
  const out: FormValues = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string' || typeof v === 'boolean') out[k] = v;
  }
  return out;
}

/**
 * An input's text: the shared schemas take any value in (each field parses its own), so a watched
 * value is `unknown` to TypeScript; the inputs of these steps hold strings.
 */
export const textOf = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

function pick(values: FormValues, fields: readonly string[]): FormValues {
  const out: FormValues = {};
  for (const f of fields) out[f] = values[f] ?? '';
  return out;
}

/**
 * The form of one step, typed from `schema`: `useForm<z.input<S>, unknown, z.output<S>>`.
 * `fields` are the step's inputs, the keys of its shape (their draft values are the defaults).
 */
export function useStepForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  fields: readonly string[],
  { mode, values, onChange, onNext }: StepProps,
): { form: AnyForm<In, Out>; submit: (e?: BaseSyntheticEvent) => Promise<void> } {
  const { t } = useTranslation();
  // The draft holds the inputs' strings and booleans, which is what every field of the shared
  // schemas takes in (each reads '' as missing); TypeScript cannot see that through a generic In.
  const defaultValues = useMemo(() => pick(values, fields) as DefaultValues<In>, [values, fields]);
  const form = useForm<In, unknown, Out>({
    defaultValues,
    resolver: zodResolver<In, unknown, Out, z.ZodType<Out, In>>(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  useEffect(() => {
    const sub = form.watch((v) => onChange(toFormValues(v)));
    return () => sub.unsubscribe();
  }, [form, onChange]);

  const submit = form.handleSubmit(
    // The inputs' values (with empty texts), not the schema's output: the draft keeps what was typed.
    () => onNext(toFormValues(form.getValues())),
    () => {
      toast(t('accounts.msg.fillRequired'), 'error');
      if (mode === 'edit') return onNext(toFormValues(form.getValues()));
    },
  );
  return { form, submit };
}

/** Label, translated error and registration of a plain input (TextInput, NativeSelect, Textarea). */
export function useFieldProps<T extends FieldValues, O extends FieldValues>(form: AnyForm<T, O>) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  return (name: Path<T> & FieldName, required = true) => ({
    label: t(`accounts.fields.${name}`),
    withAsterisk: required,
    error: tm(form.getFieldState(name, form.formState).error?.message),
    'data-testid': `field-${name}`,
    ...form.register(name),
  });
}

/** One line per field of `errors`: the field's id, label and message. */
function errorItems(errors: FieldErrors, label: (field: string) => string) {
  const out: { field: string; label: string; message: string | undefined }[] = [];
  for (const [field, error] of Object.entries(errors)) {
    const message = error && typeof error.message === 'string' ? error.message : undefined;
    out.push({ field, label: label(field), message });
  }
  return out;
}

/**
 * After an invalid Next: every problem of the step in one list (each links to its field), so the
 * person sees them all at once rather than one at a time.
 */
export function StepErrorSummary<T extends FieldValues, O extends FieldValues>({
  form,
}: {
  form: AnyForm<T, O>;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const { errors, isSubmitted } = form.formState;
  const items = errorItems(errors, (f) => fieldLabel(t, f));
  if (!isSubmitted || items.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mt="lg"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('accounts.msg.fillRequired')}
      data-testid="step-error-summary"
    >
      <List size="sm" spacing={2}>
        {items.map((i) => (
          <List.Item key={i.field} data-testid={`summary-${i.field}`}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red.9"
              onClick={() => form.setFocus(i.field as Path<T>)}
            >
              <Text span fw={600} size="sm">
                {i.label}
              </Text>
              {i.message ? `: ${tm(i.message)}` : ''}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The step's buttons, the one bar of both wizards: Back and Cancel on one side, Next on the other.
 * Next submits the step's form, or calls `onNext` when given (the photo step's Finish).
 */
export function StepActions({
  onBack,
  onCancel,
  onNext,
  nextLabel,
  finish,
  busy,
  extra,
  disabledNext,
}: {
  onBack?: () => void;
  onCancel: () => void;
  onNext?: () => void;
  nextLabel?: string;
  /** The last button of the wizard: a check mark instead of the arrow. */
  finish?: boolean;
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
          type={onNext ? 'button' : 'submit'}
          onClick={onNext}
          loading={busy}
          disabled={disabledNext}
          leftSection={finish ? <IconCheck size={18} aria-hidden /> : undefined}
          rightSection={
            finish ? undefined : <IconArrowRight size={18} aria-hidden className={classes.flip} />
          }
          data-testid={finish ? 'wizard-finish' : 'wizard-next'}
        >
          {nextLabel ?? t('accounts.common.next')}
        </Button>
      </Group>
    </Group>
  );
}
