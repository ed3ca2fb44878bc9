/**
 * Inputs of the wizard bound to react-hook-form: a searchable list (long reference lists such as
 * states, cities, countries, biradari), a native select (short lists: fast on cheap phones and
 * read by screen readers as they are), radio buttons and a checkbox. Every input has its label,
 * its translated error linked to it, and a `field-<name>` test id.
 */
import { Checkbox, Group, NativeSelect, Radio, Select } from '@mantine/core';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Option } from '../choices';
import { useTranslateMessage } from '../../../lib/messages';
import type { AnyForm, FieldName } from './stepForm';

/** `T` is the step form's values, `O` what its schema makes of them. */
interface BaseProps<T extends FieldValues, O extends FieldValues> {
  form: AnyForm<T, O>;
  name: Path<T> & FieldName;
  required?: boolean;
  /** Called with the new value after a change by the person (not on load). */
  onPicked?: (value: string) => void;
  description?: string;
  disabled?: boolean;
}

/** A searchable list for long reference lists. */
export function SearchSelect<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  options,
  required = true,
  onPicked,
  description,
  disabled,
  loading,
}: BaseProps<T, O> & { options: Option[]; loading?: boolean }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          label={t(`accounts.fields.${name}`)}
          withAsterisk={required}
          description={description}
          placeholder={loading ? t('accounts.common.loading') : t('accounts.common.select')}
          data={options}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(v) => {
            field.onChange(v ?? '');
            onPicked?.(v ?? '');
          }}
          onBlur={field.onBlur}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('accounts.common.noOptions')}
          error={tm(fieldState.error?.message)}
          disabled={disabled}
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true }}
          data-testid={`field-${name}`}
        />
      )}
    />
  );
}

/** A native select with an empty first choice. */
export function NativeChoice<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  options,
  required = true,
  onPicked,
  description,
  disabled,
}: BaseProps<T, O> & { options: Option[] }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const reg = form.register(name, {
    onChange: (e: { target: { value: string } }) => onPicked?.(e.target.value),
  });
  return (
    <NativeSelect
      label={t(`accounts.fields.${name}`)}
      withAsterisk={required}
      description={description}
      data={[{ value: '', label: `${t('accounts.common.select')}…` }, ...options]}
      error={tm(form.getFieldState(name, form.formState).error?.message)}
      disabled={disabled}
      data-testid={`field-${name}`}
      {...reg}
    />
  );
}

/** Radio buttons in a row (gender, physical status). */
export function RadioChoice<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  options,
  required = true,
  onPicked,
}: BaseProps<T, O> & { options: Option[] }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          name={field.name}
          label={t(`accounts.fields.${name}`)}
          withAsterisk={required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(v) => {
            field.onChange(v);
            onPicked?.(v);
          }}
          error={tm(fieldState.error?.message)}
          data-testid={`field-${name}`}
        >
          <Group gap="lg" mt={6}>
            {options.map((o, i) => (
              <Radio
                key={o.value}
                value={o.value}
                label={o.label}
                ref={i === 0 ? field.ref : undefined}
                onBlur={field.onBlur}
                data-testid={`field-${name}-${o.value}`}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** A checkbox holding a boolean. */
export function CheckboxField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  description,
  onPicked,
  disabled,
}: Omit<BaseProps<T, O>, 'onPicked' | 'required'> & { onPicked?: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          label={t(`accounts.fields.${name}`)}
          description={description}
          checked={field.value === true}
          disabled={disabled}
          onChange={(e) => {
            field.onChange(e.currentTarget.checked);
            onPicked?.(e.currentTarget.checked);
          }}
          onBlur={field.onBlur}
          data-testid={`field-${name}`}
        />
      )}
    />
  );
}
