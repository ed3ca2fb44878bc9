/**
 * Step 2, family (SPEC.md sections 3 to 5): parents with the 'Expired' box on each occupation
 * (sets the text Expired and locks the field), brothers and sisters with their married counts
 * (0 when there are none, never more than the total), biradari and maslak.
 */
import { useEffect, useMemo } from 'react';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXPIRED, SIBLINGS_MAX, familyShape, familyStep } from '@nikah/shared';
import { namedOptions, numberOptions } from '../choices';
import { useRefLabel } from '../../../i18n/refLabel';
import { useBiradaries, useMaslaks } from '../../../app/sharedQueries';
import classes from '../accounts.module.css';
import { NativeChoice, SearchSelect } from './inputs';
import {
  StepActions,
  StepErrorSummary,
  useFieldProps,
  useStepForm,
  type FieldName,
  type StepProps,
} from './stepForm';

const FIELDS = Object.keys(familyShape);
const SIBLING_OPTIONS = numberOptions(0, SIBLINGS_MAX);

export function FamilyStep(props: StepProps) {
  const { t } = useTranslation();
  const { form, submit } = useStepForm(familyStep, FIELDS, props);
  const field = useFieldProps(form);
  const { watch, setValue, getValues } = form;
  const biradaries = useBiradaries();
  const ref = useRefLabel();
  const maslaks = useMaslaks();
  const biradariOptions = useMemo(
    () => namedOptions(biradaries.data, 'biradari', ref.label),
    [biradaries.data, ref],
  );
  const maslakOptions = useMemo(() => namedOptions(maslaks.data, 'maslak', ref.label), [maslaks.data, ref]);

  const brothers = Number(watch('no_of_brothers') || 0);
  const sisters = Number(watch('no_of_sisters') || 0);
  const brothersSet = watch('no_of_brothers') !== '';
  const sistersSet = watch('no_of_sisters') !== '';

  // Married brothers (sisters): 0 when there are none, never more than the total (SPEC.md section 4).
  useEffect(() => {
    for (const [total, isSet, married] of [
      [brothers, brothersSet, 'no_of_married_brothers'],
      [sisters, sistersSet, 'no_of_married_sisters'],
    ] as const) {
      if (!isSet) continue;
      const current = getValues(married);
      if (total < 1 && current !== '0') setValue(married, '0', { shouldValidate: true });
      else if (current !== '' && Number(current) > total) {
        setValue(married, String(total), { shouldValidate: true });
      }
    }
  }, [brothers, sisters, brothersSet, sistersSet, getValues, setValue]);

  const occupation = (name: Extract<FieldName, 'fathers_occupation' | 'mothers_occupation'>) => {
    const expired = watch(name) === EXPIRED;
    return (
      <Stack gap={4}>
        <TextInput {...field(name)} readOnly={expired} aria-readonly={expired} />
        <Checkbox
          label={t('accounts.hints.expired')}
          checked={expired}
          onChange={(e) =>
            setValue(name, e.currentTarget.checked ? EXPIRED : '', {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          data-testid={`expired-${name}`}
        />
      </Stack>
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="step-family">
      <Stack gap="md">
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('accounts.wizard.parents')}</legend>
          <Stack gap="sm">
            <TextInput {...field('fathers_name')} />
            {occupation('fathers_occupation')}
            <TextInput {...field('mothers_name')} />
            {occupation('mothers_occupation')}
          </Stack>
        </fieldset>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('accounts.wizard.siblings')}</legend>
          <SimpleGrid cols={2}>
            <NativeChoice form={form} name="no_of_brothers" options={SIBLING_OPTIONS} />
            <NativeChoice
              form={form}
              name="no_of_married_brothers"
              options={numberOptions(0, brothers)}
              disabled={brothersSet && brothers < 1}
            />
            <NativeChoice form={form} name="no_of_sisters" options={SIBLING_OPTIONS} />
            <NativeChoice
              form={form}
              name="no_of_married_sisters"
              options={numberOptions(0, sisters)}
              disabled={sistersSet && sisters < 1}
            />
          </SimpleGrid>
        </fieldset>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('accounts.wizard.community')}</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SearchSelect
              form={form}
              name="biradari"
              options={biradariOptions}
              loading={biradaries.isPending}
            />
            <NativeChoice form={form} name="maslak" options={maslakOptions} />
          </SimpleGrid>
        </fieldset>
      </Stack>
      <StepErrorSummary form={form} />
      <StepActions onBack={props.onBack} onCancel={props.onCancel} nextLabel={props.nextLabel} />
    </form>
  );
}
