/**
 * The reason choice of the report and delete forms (SPEC.md sections 5 and 9; DESIGN.md D11): one
 * radio per reason of the shared list, and, when the last reason ('Other' / 'Others') is chosen, a
 * free text of at most REASON_TEXT_MAX characters with its running length. The wire keeps SPEC.md's
 * English values; the radios show their translation (reasons.ts). Errors come from the form's
 * resolver or the server's field errors, as message keys translated here.
 */
import { Radio, Stack, Textarea } from '@mantine/core';
import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELETE_REASONS, REASON_TEXT_MAX, REPORT_REASONS } from '@nikah/shared';
import { useTranslateMessage } from '../../lib/messages';
import { DELETE_REASON_KEYS, REPORT_REASON_KEYS } from './reasons';

/**
 * Each form's reasons, their catalogue keys, the reason that asks for a text and that text's label
 * (under `profileActions.<kind>.`; the group's label is `profileActions.<kind>.reason`).
 */
const KINDS = {
  report: {
    reasons: REPORT_REASONS,
    keys: REPORT_REASON_KEYS as Record<string, string>,
    other: 'Other',
    otherLabel: 'profileActions.report.otherLabel',
  },
  delete: {
    reasons: DELETE_REASONS,
    keys: DELETE_REASON_KEYS as Record<string, string>,
    other: 'Others',
    otherLabel: 'profileActions.delete.othersLabel',
  },
} as const;

export interface ReasonRadioGroupProps<T extends FieldValues, O> {
  /**
   * Which list: the report's seven reasons or the deletion's ten; also the prefix of the test ids
   * (`<kind>-reasons` on the group, `<kind>-other` on the text).
   */
  kind: keyof typeof KINDS;
  form: UseFormReturn<T, unknown, O>;
  /** The form fields of the chosen reason and of the free text. */
  reasonName: Path<T>;
  detailName: Path<T>;
}

/** The radio group and, for the 'other' reason, the text box, bound to `form`. */
export function ReasonRadioGroup<T extends FieldValues, O>({
  kind,
  form,
  reasonName,
  detailName,
}: ReasonRadioGroupProps<T, O>) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const { reasons, keys, other, otherLabel } = KINDS[kind];
  const reason: unknown = useWatch({ control: form.control, name: reasonName });
  const detail: unknown = useWatch({ control: form.control, name: detailName });
  const length = typeof detail === 'string' ? detail.length : 0;
  return (
    <>
      <Controller
        control={form.control}
        name={reasonName}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t(`profileActions.${kind}.reason`)}
            withAsterisk
            value={field.value ?? ''}
            onChange={field.onChange}
            error={tm(fieldState.error?.message)}
            data-testid={`${kind}-reasons`}
          >
            <Stack gap="xs" mt="xs">
              {reasons.map((r) => (
                <Radio
                  key={r}
                  value={r}
                  label={t(
                    `profileActions.reasons.${kind}.${keys[r]}` as 'profileActions.reasons.report.fake',
                  )}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {reason === other && (
        <Textarea
          label={t(otherLabel)}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REASON_TEXT_MAX}
          description={t('profileActions.report.length', { n: length, max: REASON_TEXT_MAX })}
          error={tm(form.getFieldState(detailName, form.formState).error?.message)}
          data-testid={`${kind}-other`}
          {...form.register(detailName)}
        />
      )}
    </>
  );
}
