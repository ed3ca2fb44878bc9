/**
 * Step 3, contact (SPEC.md sections 3 to 5): whose number it is, the contact and WhatsApp numbers
 * (digits only, WhatsApp with a country code, +91 by default), private contact (on by default) and
 * the e-mail (required of members living outside India). Section 8's popups: the privacy note for
 * women on arrival, the note for an unmarried profile made by 'Self'.
 */
import { useEffect, useMemo, useRef } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY, MARITAL_UNMARRIED, contactShape, contactStep, refineContact } from '@nikah/shared';
import { useChoiceOptions, type Option } from '../choices';
import { useAlert } from '../dialogs';
import { markPrivacyNoteSeen, privacyNoteSeen } from '../drafts';
import { useCountries } from '../../../app/sharedQueries';
import { isolate } from '../text';
import { CheckboxField, NativeChoice, SearchSelect } from './inputs';
import { StepActions, StepErrorSummary, useFieldProps, useStepForm, type StepProps } from './stepForm';

const FIELDS = Object.keys(contactShape);

export function ContactStep(props: StepProps) {
  const { t } = useTranslation();
  const { values } = props;
  const countryCurrent = String(values.country_current || DEFAULT_COUNTRY);
  const schema = useMemo(
    () =>
      contactStep.superRefine((v, ctx) =>
        refineContact({ email: v.email, country_current: countryCurrent }, ctx),
      ),
    [countryCurrent],
  );
  const { form, submit } = useStepForm(schema, FIELDS, props);
  const field = useFieldProps(form);
  const choices = useChoiceOptions();
  const alert = useAlert();
  const countries = useCountries();
  const emailRequired = countryCurrent !== DEFAULT_COUNTRY;

  /** One option per dial code, named after its first countries. */
  const dialOptions = useMemo<Option[]>(() => {
    const byCode = new Map<string, string[]>();
    for (const c of countries.data ?? []) {
      if (!c.dial_code) continue;
      const names = byCode.get(c.dial_code) ?? [];
      names.push(c.name);
      byCode.set(c.dial_code, names);
    }
    return [...byCode.entries()].map(([code, names]) => ({
      value: code,
      // The code keeps its + in front in right-to-left text.
      label: `${isolate(code)} ${names.slice(0, 2).join(', ')}${names.length > 2 ? '…' : ''}`,
    }));
  }, [countries.data]);

  // Once per profile (the username names it in both wizards), not on every edit.
  const alerted = useRef(false);
  const { username } = props;
  useEffect(() => {
    if (alerted.current || values.gender !== 'Female' || privacyNoteSeen(username)) return;
    alerted.current = true;
    markPrivacyNoteSeen(username);
    alert({ message: t('accounts.popup.femalePrivacy') });
  }, [alert, t, values.gender, username]);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="step-contact">
      <Stack gap="md">
        <NativeChoice
          form={form}
          name="contact_of"
          options={choices.contactOf}
          onPicked={(v) => {
            if (v === 'Self' && values.martial_status === MARITAL_UNMARRIED) {
              alert({ message: t('accounts.popup.unmarriedSelf') });
            }
          }}
        />
        <TextInput
          {...field('contact_number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={15}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <SearchSelect
            form={form}
            name="whatsapp_country_code"
            options={dialOptions}
            loading={countries.isPending}
          />
          <TextInput {...field('whatsapp_number')} type="tel" inputMode="numeric" dir="ltr" maxLength={15} />
        </SimpleGrid>
        <CheckboxField form={form} name="private_contact" description={t('accounts.hints.private_contact')} />
        <TextInput {...field('email', emailRequired)} type="email" autoComplete="email" dir="ltr" />
      </Stack>
      <StepErrorSummary form={form} />
      <StepActions onBack={props.onBack} onCancel={props.onCancel} nextLabel={props.nextLabel} />
    </form>
  );
}
