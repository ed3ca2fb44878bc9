import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOOK_LANGUAGES, type BookItem, type BookLanguage } from '@nikah/shared';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import classes from './content.module.css';
import { countBookDownload } from './cardQueries';

function isBookLanguage(value: string): value is BookLanguage {
  return (BOOK_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language code of a book's own language: its title and author are the book's own words, in
 * that language whatever the interface's (not translated, like any name of a work), so they are
 * marked with it for fonts and screen readers (issue 34).
 */
const BOOK_LANG_CODE: Record<BookLanguage, string> = { english: 'en', urdu: 'ur', hindi: 'hi' };

/**
 * A book: cover, title, author, language, download count and a Download link that opens the PDF in
 * a new tab while the download is counted (`book/increase-book-counter/{id}`, SPEC.md section 7).
 */
export function BookCard({ book, headingOrder = 3 }: { book: BookItem; headingOrder?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const language = book.language.toLowerCase();
  const lang = isBookLanguage(language) ? BOOK_LANG_CODE[language] : undefined;
  return (
    <Card withBorder shadow="xs" padding="sm" className={classes.card} data-testid="book-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ResponsiveImage
          src={book.cover}
          alt={t('books.coverAlt', { title: book.title })}
          width={90}
          height={128}
          className={classes.cover}
        />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Title order={headingOrder} fz="md" className={classes.wrap}>
            <bdi lang={lang} data-testid="book-title">
              {book.title}
            </bdi>
          </Title>
          <Text fz="sm" c="dimmed" className={classes.wrap}>
            {t('books.author', { author: book.author })}
          </Text>
          <Group gap="xs">
            <Badge variant="light" w="fit-content">
              {isBookLanguage(language) ? t(`books.lang.${language}`) : book.language}
            </Badge>
            <Text fz="xs" c="dimmed" data-testid="book-downloads">
              {/* `count` picks the plural form by the language's rules and is written in its digits. */}
              {t('content.books.downloads', { count: book.download_count })}
            </Text>
          </Group>
          <Button
            component="a"
            href={book.pdf}
            target="_blank"
            rel="noopener"
            size="sm"
            w="fit-content"
            leftSection={<IconDownload size={16} aria-hidden />}
            aria-label={`${t('books.downloadLabel', { title: book.title })} ${t('app.newTab')}`}
            data-testid="book-download"
            onClick={() => void countBookDownload(book.id)}
          >
            {t('books.download')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
