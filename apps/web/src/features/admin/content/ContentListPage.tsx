/**
 * One content kind of the console (issue 9): a paginated list of cards, a create/edit form in a
 * dialog (react-hook-form checked with the kind's shared schema, errors translated by key, the
 * server's field errors shown on the fields), and delete with a confirmation. Cards stack at 390 px.
 * A kind with files (books, BooksPage.tsx) brings its own card and dialog; the list is this one.
 * Kinds with texts in the member's language (issue 12) show those inputs in a tab per interface
 * language (LanguageTabs.tsx): English required, the others optional.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import {
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CONTENT_PAGE_SIZE, INTERFACE_LANGUAGES, type TranslationLanguage } from '@nikah/shared';
import { PageLoader } from '../../../app/layout/PageLoader';
import { ApiError } from '../../../lib/api';
import { errorText, fieldMessageOf, useTranslateMessage } from '../../../lib/messages';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { ContentDialog } from './ContentDialog';
import { createContent, deleteContent, fetchContentPage, updateContent, type ContentPath } from './endpoints';
import { useContentStrings, useContentT, type ContentKey } from './i18n';
import { contentKeys } from './queryKeys';
import { LanguageTabs, languageTabs, tabWithError } from './LanguageTabs';
import { flattenTranslations, schemaResolver, wireName, type TextValues } from './schemaResolver';
import { useContentAction } from './useContentAction';

/** One input of a kind's form. */
export interface FieldSpec {
  name: string;
  label: ContentKey;
  input: 'text' | 'textarea' | 'select';
  /** Choices of a select: value and shown label. */
  options?: { value: string; label: string }[];
  required?: boolean;
  max?: number;
  /** Left to right whatever the language (addresses, codes). */
  ltr?: boolean;
  hint?: ContentKey;
  /** The language tab of a text in one fixed language (a guideline's `title_hindi`: 'hi'). */
  lang?: string;
}

/** What the list needs to know about any kind: its path, headings, wire item and card texts. */
interface ListSpec<I extends { id: number }> {
  title: ContentKey;
  intro: ContentKey;
  item: z.ZodType<I>;
  /** False for kinds that are only added and removed (keywords, groups). */
  editable: boolean;
  /** The card's title, also named by its Edit and Delete buttons and the delete question. */
  primary(item: I): string;
  secondary?(item: I): string | null;
}

/** A kind edited with the generic form: its fields, checked with the kind's shared schema. */
export interface KindSpec<I extends { id: number }> extends ListSpec<I> {
  path: ContentPath;
  schema: z.ZodType;
  fields: FieldSpec[];
  /**
   * The fields with a text per language (issue 12) and the languages they may be given in: the
   * English inputs are `fields` of these names, the others `translations.<lang>.<field>`, optional.
   */
  translated?: { fields: readonly string[]; languages: readonly TranslationLanguage[] };
  empty: TextValues;
  toValues(item: I): TextValues;
}

/** A kind with files (books): a card and an add/edit dialog of its own, the list's the rest. */
export interface CustomKindSpec<I extends { id: number }> extends ListSpec<I> {
  path: 'books';
  /** The card's content around `actions` (its Edit and Delete buttons). */
  card(item: I, actions: ReactNode): ReactNode;
  /** The add (`item` null) or edit dialog; `onClose` after a save or a cancel. */
  Form: ComponentType<{ item: I | null; onClose: () => void }>;
}

type AnySpec<I extends { id: number }> = KindSpec<I> | CustomKindSpec<I>;

/** The page of `spec`, once the content strings are loaded. */
export function ContentListPage<I extends { id: number }>({ spec }: { spec: AnySpec<I> }) {
  const ready = useContentStrings();
  if (!ready) return <PageLoader />;
  return <ContentList spec={spec} />;
}

function ContentList<I extends { id: number }>({ spec }: { spec: AnySpec<I> }) {
  const tc = useContentT();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<I | 'new' | null>(null);
  const [deleting, setDeleting] = useState<I | null>(null);
  const query = useQuery({
    queryKey: contentKeys.list(spec.path, page),
    queryFn: ({ signal }) => fetchContentPage(spec.path, spec.item, page, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useContentAction((item: I) => deleteContent(spec.path, item.id), tc('deleted'));
  const actions = (item: I) => (
    <Group gap="xs">
      {spec.editable && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(item)}
          aria-label={`${tc('edit')}: ${spec.primary(item)}`}
        >
          {tc('edit')}
        </Button>
      )}
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setDeleting(item)}
        aria-label={`${tc('delete')}: ${spec.primary(item)}`}
      >
        {tc('delete')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md" data-testid={`content-${spec.path}`}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            {tc(spec.title)}
          </Title>
          <Text c="dimmed" size="sm">
            {tc(spec.intro)}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing('new')}
          data-testid="content-add"
        >
          {tc('add')}
        </Button>
      </Group>
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            <Stack gap="xs">
              {data.results.map((item) => (
                <Card key={item.id} withBorder padding="sm" data-testid="content-item">
                  {'card' in spec ? (
                    spec.card(item, actions(item))
                  ) : (
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {spec.primary(item)}
                        </Text>
                        {spec.secondary?.(item) && (
                          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                            {spec.secondary(item)}
                          </Text>
                        )}
                      </Stack>
                      {actions(item)}
                    </Group>
                  )}
                </Card>
              ))}
            </Stack>
            <Pager page={page} count={data.count} pageSize={CONTENT_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
      {editing !== null &&
        ('Form' in spec ? (
          <spec.Form item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : (
          <KindForm spec={spec} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ))}
      <ConfirmDelete
        name={deleting ? spec.primary(deleting) : ''}
        opened={deleting !== null}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => setDeleting(null),
            onError: (err) => {
              setDeleting(null);
              notifyError(errorText(t, err));
            },
          });
        }}
      />
    </Stack>
  );
}

function notifyError(message: string) {
  notifications.show({ message, color: 'red' });
}

/** "Delete …?" with Cancel and Delete. */
export function ConfirmDelete({
  name,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const tc = useContentT();
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={onClose}
      title={tc('confirmTitle')}
      centered
      data-testid="content-confirm"
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{tc('confirmText', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm} data-testid="content-confirm-delete">
            {tc('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function KindForm<I extends { id: number }>({
  spec,
  item,
  onClose,
}: {
  spec: KindSpec<I>;
  item: I | null;
  onClose: () => void;
}) {
  const tc = useContentT();
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const tabs = languageTabs(spec);
  const [tab, setTab] = useState<string | null>('en');
  const inTabs = new Set(tabs.flatMap((x) => x.fields.map((f) => f.name)));
  const plainFields = spec.fields.filter((f) => !inTabs.has(f.name));
  const allFields = [...plainFields, ...tabs.flatMap((x) => x.fields)];
  const form = useForm<TextValues, unknown, Record<string, unknown>>({
    resolver: schemaResolver(spec.schema),
    defaultValues: item
      ? { ...spec.toValues(item), ...flattenTranslations((item as { translations?: unknown }).translations) }
      : spec.empty,
  });
  const errors = form.formState.errors;
  const save = useContentAction(
    (body: Record<string, unknown>) =>
      item ? updateContent(spec.path, spec.item, item.id, body) : createContent(spec.path, spec.item, body),
    tc('saved'),
  );
  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await save.mutateAsync(values);
        onClose();
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) {
          let shown = false;
          for (const f of allFields) {
            const message = fieldMessageOf(err, wireName(f.name));
            if (message) {
              form.setError(f.name, { message });
              shown = true;
            }
          }
          if (shown) {
            const first = tabWithError(tabs, form.formState.errors);
            if (first) setTab(first);
            return;
          }
        }
        setFailure(errorText(t, err));
      }
    },
    // An error in a hidden tab: show that tab, so the moderator sees what to correct.
    (invalid) => {
      if (plainFields.some((f) => invalid[f.name])) return;
      const first = tabWithError(tabs, invalid);
      if (first) setTab(first);
    },
  );

  const renderField = (f: FieldSpec, lang?: string) => {
    const error = tm(errors[f.name]?.message);
    const dir = f.ltr ? 'ltr' : lang ? INTERFACE_LANGUAGES.find((l) => l.code === lang)?.dir : undefined;
    const common = {
      label: tc(f.label),
      description: f.hint ? tc(f.hint) : undefined,
      withAsterisk: f.required,
      error,
      dir,
      lang,
      'data-testid': `field-${f.name}`,
      ...form.register(f.name),
    };
    if (f.input === 'textarea') {
      return <Textarea key={f.name} autosize minRows={3} maxLength={f.max} {...common} />;
    }
    if (f.input === 'select') {
      return (
        <NativeSelect
          key={f.name}
          data={[{ value: '', label: tc('choose') }, ...(f.options ?? [])]}
          {...common}
        />
      );
    }
    return <TextInput key={f.name} maxLength={f.max} {...common} />;
  };

  return (
    <ContentDialog
      editing={item !== null}
      testId="content-form"
      busy={save.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={submit}
    >
      {plainFields.map((f) => renderField(f))}
      {tabs.length > 0 && (
        <LanguageTabs tabs={tabs} value={tab} onChange={setTab} errors={errors} renderField={renderField} />
      )}
    </ContentDialog>
  );
}
