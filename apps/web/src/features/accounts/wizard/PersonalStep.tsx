/**
 * Step 1, personal (SPEC.md sections 3 to 5): conditional fields (Unmarried hides the status
 * details, Handicap shows its detail, degree optional for some education values), the native place
 * (state then city) and the current place (country, then state and city in India, or 'same
 * location' to copy the native place). The Polygamy warning of section 8 opens for men. The birth
 * years offered follow today's date and the legal age of the chosen gender (DESIGN.md D15).
 */
import { useEffect, useMemo, useState } from 'react';
import { SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COUNTRY,
  EDUCATION_WITHOUT_DEGREE,
  MARITAL_POLYGAMY,
  MARITAL_UNMARRIED,
  birthYearsOffered,
  personalShape,
  personalStepOn,
  CHILDREN_MAX,
} from '@nikah/shared';
import { namedOptions, numberOptions, useChoiceOptions } from '../choices';
import { useRefLabel } from '../../../i18n/refLabel';
import { useAlert } from '../dialogs';
import { useCities, useCountries, useStates } from '../../../app/sharedQueries';
import classes from '../accounts.module.css';
import { CheckboxField, NativeChoice, RadioChoice, SearchSelect } from './inputs';
import {
  StepActions,
  StepErrorSummary,
  textOf,
  useFieldProps,
  useStepForm,
  type StepForm,
  type StepProps,
} from './stepForm';

const FIELDS = Object.keys(personalShape);

type PersonalForm = StepForm<ReturnType<typeof personalStepOn>>;
type PersonalField = Parameters<PersonalForm['setValue']>[0];

export function PersonalStep(props: StepProps) {
  const { t } = useTranslation();
  // Today's date when the step opened: the legal-age rule and the years offered follow it.
  const [today] = useState(() => new Date());
  const schema = useMemo(() => personalStepOn(today), [today]);
  const { form, submit } = useStepForm(schema, FIELDS, props);
  const field = useFieldProps(form);
  const choices = useChoiceOptions();
  const alert = useAlert();
  const { setValue, watch, getValues } = form;

  const gender = watch('gender');
  const marital = watch('martial_status');
  const physical = watch('physical_status');
  const education = watch('education');
  const state = textOf(watch('state'));
  const city = textOf(watch('city'));
  const countryCurrent = textOf(watch('country_current'), DEFAULT_COUNTRY);
  const stateCurrent = textOf(watch('state_current'));
  const sameLocation = watch('same_location') === true;
  const livesInIndia = countryCurrent === DEFAULT_COUNTRY;

  const states = useStates();
  const ref = useRefLabel();
  const cities = useCities(state);
  const currentCities = useCities(livesInIndia && !sameLocation ? stateCurrent : '');
  const countries = useCountries();
  const stateOptions = useMemo(() => namedOptions(states.data, 'state', ref.label), [states.data, ref]);
  const cityOptions = useMemo(() => namedOptions(cities.data, 'city', ref.label), [cities.data, ref]);
  const currentCityOptions = useMemo(
    () => namedOptions(currentCities.data, 'city', ref.label),
    [currentCities.data, ref],
  );
  const countryOptions = useMemo(() => namedOptions(countries.data), [countries.data]);

  const showStatusDetails = typeof marital === 'string' && marital !== '' && marital !== MARITAL_UNMARRIED;
  const degreeRequired = !(EDUCATION_WITHOUT_DEGREE as readonly string[]).includes(String(education));
  const years = useMemo(() => {
    const { first, last } = birthYearsOffered(typeof gender === 'string' ? gender : undefined, today);
    return numberOptions(last, first);
  }, [gender, today]);
  const set = (name: PersonalField, value: string | boolean) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  // 'Same location': the current place follows the native place.
  useEffect(() => {
    if (!sameLocation || !livesInIndia) return;
    if (getValues('state_current') !== state) setValue('state_current', state);
    if (getValues('city_current') !== city) setValue('city_current', city);
  }, [sameLocation, livesInIndia, state, city, getValues, setValue]);

  const polygamyWarning = () =>
    alert({ title: t('accounts.popup.noticeTitle'), message: t('accounts.popup.polygamy') });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="step-personal">
      <Stack gap="md">
        <TextInput
          {...field('full_name')}
          autoComplete="name"
          description={t('accounts.hints.full_name')}
          maxLength={40}
        />
        <RadioChoice
          form={form}
          name="gender"
          options={choices.gender}
          onPicked={(v) => {
            if (v === 'Male' && getValues('martial_status') === MARITAL_POLYGAMY) polygamyWarning();
          }}
        />
        <NativeChoice
          form={form}
          name="martial_status"
          options={choices.marital}
          onPicked={(v) => {
            if (v === MARITAL_UNMARRIED) {
              set('detail_for_this_status', '');
              set('duration_after_khula_or_divorce', '');
              set('no_of_children', '');
            }
            if (v === MARITAL_POLYGAMY && getValues('gender') === 'Male') polygamyWarning();
          }}
        />
        {showStatusDetails && (
          <>
            <Textarea {...field('detail_for_this_status')} autosize minRows={2} maxRows={6} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ alignItems: 'end' }}>
              <TextInput
                {...field('duration_after_khula_or_divorce')}
                description={t('accounts.hints.duration')}
              />
              <NativeChoice form={form} name="no_of_children" options={numberOptions(0, CHILDREN_MAX)} />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 2, sm: 2 }}>
          <NativeChoice form={form} name="year_of_birth" options={years} />
          <NativeChoice form={form} name="month_of_birth" options={choices.months} required={false} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 2 }} style={{ alignItems: 'end' }}>
          <NativeChoice form={form} name="height" options={choices.height} />
          <TextInput
            {...field('weight', false)}
            inputMode="numeric"
            description={t('accounts.hints.weight')}
            maxLength={3}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ alignItems: 'end' }}>
          <NativeChoice form={form} name="education" options={choices.education} />
          <TextInput {...field('degree', degreeRequired)} description={t('accounts.hints.degree')} />
        </SimpleGrid>
        <TextInput {...field('occupation')} autoComplete="organization-title" />
        <RadioChoice
          form={form}
          name="physical_status"
          options={choices.physical}
          onPicked={(v) => {
            if (v === 'Normal') set('handicap_detail', '');
          }}
        />
        {physical === 'Handicap' && (
          <Textarea {...field('handicap_detail')} autosize minRows={2} maxRows={5} />
        )}
        <TextInput {...field('hobbies')} />

        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('accounts.wizard.nativePlace')}</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SearchSelect
              form={form}
              name="state"
              options={stateOptions}
              loading={states.isPending}
              onPicked={() => set('city', '')}
            />
            <SearchSelect
              form={form}
              name="city"
              options={cityOptions}
              loading={cities.isFetching}
              disabled={state === ''}
              description={state === '' ? t('accounts.hints.stateFirst') : undefined}
            />
          </SimpleGrid>
        </fieldset>

        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('accounts.wizard.currentPlace')}</legend>
          <Stack gap="sm">
            <SearchSelect
              form={form}
              name="country_current"
              options={countryOptions}
              loading={countries.isPending}
              onPicked={() => {
                set('same_location', false);
                set('state_current', '');
                set('city_current', '');
              }}
            />
            {livesInIndia && <CheckboxField form={form} name="same_location" />}
            {livesInIndia && sameLocation && (
              <Text size="sm" c="dimmed" data-testid="same-location-note">
                {t('accounts.hints.sameLocationNote')}
              </Text>
            )}
            {livesInIndia && !sameLocation && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SearchSelect
                  form={form}
                  name="state_current"
                  options={stateOptions}
                  loading={states.isPending}
                  onPicked={() => set('city_current', '')}
                />
                <SearchSelect
                  form={form}
                  name="city_current"
                  options={currentCityOptions}
                  loading={currentCities.isFetching}
                  disabled={stateCurrent === ''}
                  description={stateCurrent === '' ? t('accounts.hints.stateFirst') : undefined}
                />
              </SimpleGrid>
            )}
            {!livesInIndia && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput {...field('state_current', false)} />
                <TextInput {...field('city_current', false)} />
              </SimpleGrid>
            )}
          </Stack>
        </fieldset>
      </Stack>
      <StepErrorSummary form={form} />
      <StepActions onBack={props.onBack} onCancel={props.onCancel} nextLabel={props.nextLabel} />
    </form>
  );
}
