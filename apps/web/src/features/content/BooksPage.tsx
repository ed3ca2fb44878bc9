import { useState } from 'react';
import { Container, Group, SimpleGrid, Skeleton, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOK_LANGUAGES, type BookLanguage } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { BookCard } from './BookCard';
import { useBooks } from './queries';
import { useNumberFormat } from './useNumberFormat';
import { VisitorCount } from './VisitorCount';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };
const LANGUAGE_FOR_INTERFACE: Record<string, BookLanguage> = { en: 'english', hi: 'hindi', ur: 'urdu' };

function isBookLanguage(value: string | null): value is BookLanguage {
  return value !== null && (BOOK_LANGUAGES as readonly string[]).includes(value);
}

/**
 * SPEC.md section 2: books in English, Urdu and Hindi tabs (the interface language's tab first
 * chosen), totals, a card per book with Download, 'No Book Found!' for an empty tab.
 */
export function BooksPage() {
  const { t, i18n } = useTranslation();
  const books = useBooks();
  const formatNumber = useNumberFormat();
  const [tab, setTab] = useState<BookLanguage>(
    LANGUAGE_FOR_INTERFACE[i18n.resolvedLanguage ?? 'en'] ?? 'english',
  );
  const byLanguage = (lang: BookLanguage) =>
    (books.data ?? []).filter((book) => book.language.toLowerCase() === lang);

  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('books.title')} intro={t('books.intro')} />
      <Group gap="lg" mb="md" mt={-8} wrap="wrap">
        {books.data && (
          <>
            <Text fz="sm" fw={600} data-testid="books-total">
              {t('content.books.totalBooks', { n: formatNumber(books.data.length) })}
            </Text>
            <Text fz="sm" fw={600} data-testid="books-downloads-total">
              {t('content.books.totalDownloads', {
                n: formatNumber(books.data.reduce((sum, b) => sum + b.download_count, 0)),
              })}
            </Text>
          </>
        )}
        <VisitorCount page="book" />
      </Group>
      {books.isPending ? (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : books.isError ? (
        <QueryError onRetry={() => void books.refetch()} retrying={books.isFetching} />
      ) : (
        <Tabs value={tab} onChange={(value) => isBookLanguage(value) && setTab(value)} keepMounted={false}>
          <Tabs.List aria-label={t('books.tabsLabel')} mb="md">
            {BOOK_LANGUAGES.map((lang) => (
              <Tabs.Tab key={lang} value={lang} data-testid={`book-tab-${lang}`}>
                {t(`books.lang.${lang}`)} ({byLanguage(lang).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {BOOK_LANGUAGES.map((lang) => {
            const list = byLanguage(lang);
            return (
              <Tabs.Panel key={lang} value={lang}>
                {list.length === 0 ? (
                  <Text data-testid="empty-state">{t('books.empty')}</Text>
                ) : (
                  <SimpleGrid cols={GRID_COLS}>
                    {list.map((book) => (
                      <BookCard key={book.id} book={book} headingOrder={2} />
                    ))}
                  </SimpleGrid>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Container>
  );
}
