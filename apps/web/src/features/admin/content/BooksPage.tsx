/**
 * Books in the console (issue 9): the list with covers, and a form with title, author, language,
 * a cover image (previewed) and a PDF (its name and size shown), checked with the shared schema and
 * size limits before upload; the server checks the files by their bytes. Delete asks first.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FileInput, Group, Image, NativeSelect, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BOOK_COVER_MAX_BYTES,
  BOOK_LANGUAGES,
  BOOK_PDF_MAX_BYTES,
  CONTENT_NAME_MAX,
  CONTENT_TITLE_MAX,
  PHOTO_MIME_TYPES,
  adminBookItem,
  bookForm,
  msg,
  type AdminBookItem,
} from '@nikah/shared';
import { ApiError } from '../../../lib/api';
import { errorText, fieldMessageOf, translateRef, useTranslateMessage } from '../../../lib/messages';
import { ContentDialog } from './ContentDialog';
import { ContentListPage, type CustomKindSpec } from './ContentListPage';
import { saveBook } from './endpoints';
import { useContentT } from './i18n';
import { schemaResolver, type TextValues } from './schemaResolver';
import { useContentAction } from './useContentAction';

const MB = 1024 * 1024;

/**
 * The download count label: i18next picks `books.downloads_one`/`_other` from `count` by the
 * language's Intl plural rules (0 is "one" in Hindi, "other" in Urdu).
 */
const DOWNLOADS = 'books.downloads';

/** The books list: ContentListPage with the cover card and the file form below. */
const bookSpec: CustomKindSpec<AdminBookItem> = {
  path: 'books',
  title: 'books.title',
  intro: 'books.intro',
  item: adminBookItem,
  editable: true,
  primary: (b) => b.title,
  card: (book, actions) => <BookCard book={book} actions={actions} />,
  Form: ({ item, onClose }) => <BookForm book={item} onClose={onClose} />,
};

export function BooksPage() {
  return <ContentListPage spec={bookSpec} />;
}

/** A book's card: the cover beside its title, author, language, downloads and `actions`. */
function BookCard({ book, actions }: { book: AdminBookItem; actions: ReactNode }) {
  const tc = useContentT();
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Image src={book.cover} alt="" w={56} h={80} fit="cover" radius="sm" loading="lazy" />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {book.title}
        </Text>
        <Text size="sm" c="dimmed">
          {book.author} · {tc(`books.languages.${book.language}` as 'books.languages.english')} ·{' '}
          {tc(DOWNLOADS, { count: book.download_count })}
        </Text>
        {actions}
      </Stack>
    </Group>
  );
}

/** An object URL of `file` while it is shown, revoked after. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The file-size message for a file past `max` bytes, or undefined. */
function sizeError(t: ReturnType<typeof useTranslation>['t'], file: File | null, max: number) {
  return file && file.size > max ? translateRef(t, msg('fileTooLarge', { mb: max / MB })) : undefined;
}

function BookForm({ book, onClose }: { book: AdminBookItem | null; onClose: () => void }) {
  const tc = useContentT();
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [cover, setCover] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ cover?: string; pdf?: string }>({});
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = usePreview(cover);
  const form = useForm<TextValues, unknown, Record<string, unknown>>({
    resolver: schemaResolver(bookForm),
    defaultValues: book
      ? { title: book.title, author: book.author, language: book.language }
      : { title: '', author: '', language: '' },
  });
  const save = useContentAction(
    (data: FormData) => saveBook(book?.id ?? null, data, setProgress),
    tc('saved'),
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const required = translateRef(t, msg('fileRequired'));
    const errors = {
      cover: sizeError(t, cover, BOOK_COVER_MAX_BYTES) ?? (!book && !cover ? required : undefined),
      pdf: sizeError(t, pdf, BOOK_PDF_MAX_BYTES) ?? (!book && !pdf ? required : undefined),
    };
    setFileErrors(errors);
    if (errors.cover || errors.pdf) return;
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.append(key, String(value));
    if (cover) data.append('cover', cover);
    if (pdf) data.append('pdf', pdf);
    try {
      await save.mutateAsync(data);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const found = { cover: fieldMessageOf(err, 'cover'), pdf: fieldMessageOf(err, 'pdf') };
        setFileErrors({ cover: tm(found.cover), pdf: tm(found.pdf) });
        let shown = Boolean(found.cover ?? found.pdf);
        for (const field of ['title', 'author', 'language'] as const) {
          const message = fieldMessageOf(err, field);
          if (message) {
            form.setError(field, { message });
            shown = true;
          }
        }
        if (shown) return;
      }
      setFailure(errorText(t, err));
    }
  });

  const coverShown = preview ?? book?.cover ?? null;
  return (
    <ContentDialog
      editing={book !== null}
      testId="book-form"
      busy={save.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label={tc('fields.title')}
        withAsterisk
        maxLength={CONTENT_TITLE_MAX}
        error={tm(form.formState.errors.title?.message)}
        data-testid="field-title"
        {...form.register('title')}
      />
      <TextInput
        label={tc('fields.author')}
        withAsterisk
        maxLength={CONTENT_NAME_MAX}
        error={tm(form.formState.errors.author?.message)}
        data-testid="field-author"
        {...form.register('author')}
      />
      <NativeSelect
        label={tc('fields.language')}
        withAsterisk
        data={[
          { value: '', label: tc('choose') },
          ...BOOK_LANGUAGES.map((l) => ({ value: l, label: tc(`books.languages.${l}`) })),
        ]}
        error={tm(form.formState.errors.language?.message)}
        data-testid="field-language"
        {...form.register('language')}
      />
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <FileInput
          style={{ flex: 1, minWidth: 0 }}
          label={tc('fields.cover')}
          description={tc('books.coverHint', { mb: BOOK_COVER_MAX_BYTES / MB })}
          placeholder={book ? tc('books.keepFile') : tc('books.chooseFile')}
          withAsterisk={!book}
          accept={PHOTO_MIME_TYPES.join(',')}
          leftSection={<IconPhoto size={18} aria-hidden />}
          value={cover}
          onChange={setCover}
          clearable
          error={fileErrors.cover}
          data-testid="field-cover"
        />
        {coverShown && (
          <Image
            src={coverShown}
            alt={tc('books.coverPreview')}
            w={64}
            h={90}
            fit="cover"
            radius="sm"
            data-testid="cover-preview"
          />
        )}
      </Group>
      <FileInput
        label={tc('fields.pdf')}
        description={tc('books.pdfHint', { mb: BOOK_PDF_MAX_BYTES / MB })}
        placeholder={book ? tc('books.keepFile') : tc('books.chooseFile')}
        withAsterisk={!book}
        accept="application/pdf"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        value={pdf}
        onChange={setPdf}
        clearable
        error={fileErrors.pdf}
        data-testid="field-pdf"
      />
      {pdf && (
        <Text size="sm" c="dimmed" data-testid="pdf-name" style={{ overflowWrap: 'anywhere' }}>
          {tc('books.fileSize', { name: pdf.name, size: (pdf.size / MB).toFixed(1) })}
        </Text>
      )}
      {save.isPending && progress > 0 && (
        <Progress value={progress * 100} aria-label={tc('books.uploading')} />
      )}
    </ContentDialog>
  );
}
