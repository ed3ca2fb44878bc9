/**
 * The language tabs of a content form (issue 12): one tab per interface language holding that
 * language's inputs, English first and required, the others optional (`translations.<lang>.<field>`),
 * and a text in one fixed language (a guideline's `title_hindi`) in its own language's tab. A tab
 * with an invalid input is marked red with an icon, so an error in a hidden tab can be found.
 */
import type { ReactNode } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FieldErrors } from 'react-hook-form';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import type { FieldSpec, KindSpec } from './ContentListPage';
import { useContentT } from './i18n';
import { translationField, type TextValues } from './schemaResolver';

/** One tab: its language code and the inputs it shows. */
export interface LanguageTab {
  lang: string;
  fields: FieldSpec[];
}

/** The inputs of each language tab of `spec`, in the interface languages' order; empty without translations. */
export function languageTabs<I extends { id: number }>(spec: KindSpec<I>): LanguageTab[] {
  const translated = spec.translated;
  if (!translated) return [];
  const english = spec.fields.filter((f) => translated.fields.includes(f.name));
  return INTERFACE_LANGUAGES.map(({ code }) => {
    if (code === 'en') return { lang: code, fields: english };
    const fixed = spec.fields.filter((f) => f.lang === code);
    const given = (translated.languages as readonly string[]).includes(code)
      ? english.map((f) => ({ ...f, name: translationField(code, f.name), required: false }))
      : [];
    return { lang: code, fields: [...fixed, ...given] };
  }).filter((tab) => tab.fields.length > 0);
}

/** The language of the first tab in `tabs` with an input named in `invalid`, if any. */
export function tabWithError(tabs: LanguageTab[], invalid: Record<string, unknown>): string | undefined {
  return tabs.find((x) => x.fields.some((f) => invalid[f.name]))?.lang;
}

/**
 * The tabs of `tabs` with the hint above them; `value` is the open tab, `renderField` draws one
 * input in its language. Panels stay mounted so every language's inputs are registered and sent.
 */
export function LanguageTabs({
  tabs,
  value,
  onChange,
  errors,
  renderField,
}: {
  tabs: LanguageTab[];
  value: string | null;
  onChange: (lang: string | null) => void;
  errors: FieldErrors<TextValues>;
  renderField: (f: FieldSpec, lang: string) => ReactNode;
}) {
  const tc = useContentT();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id="content-languages-hint">
        {tc('fields.languagesHint')}
      </Text>
      <Tabs value={value} onChange={onChange} keepMounted>
        <Tabs.List aria-label={tc('fields.languages')} aria-describedby="content-languages-hint">
          {tabs.map(({ lang, fields }) => {
            const invalid = fields.some((f) => errors[f.name]);
            const info = INTERFACE_LANGUAGES.find((l) => l.code === lang);
            return (
              <Tabs.Tab
                key={lang}
                value={lang}
                lang={lang}
                color={invalid ? 'red' : undefined}
                rightSection={invalid ? <IconAlertCircle size={14} aria-hidden /> : undefined}
                data-testid={`lang-tab-${lang}`}
              >
                {info?.name ?? lang}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map(({ lang, fields }) => (
          <Tabs.Panel key={lang} value={lang} pt="sm">
            <Stack gap="sm">{fields.map((f) => renderField(f, lang))}</Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
