import { useState } from 'react';
import { Container, SimpleGrid, Skeleton, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOK_LANGUAGES, type BookLanguage } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { BookCard } from './BookCard';
import { useBooks } from './queries';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };
const LANGUAGE_FOR_INTERFACE: Record<string, BookLanguage> = { en: 'english', hi: 'hindi', ur: 'urdu' };

function isBookLanguage(value: string | null): value is BookLanguage {
  return value !== null && (BOOK_LANGUAGES as readonly string[]).includes(value);
}

export function BooksPage() {
  const { t, i18n } = useTranslation();
  const books = useBooks();
  const [tab, setTab] = useState<BookLanguage>(
    LANGUAGE_FOR_INTERFACE[i18n.resolvedLanguage ?? 'en'] ?? 'english',
  );
  const byLanguage = (lang: BookLanguage) =>
    (books.data ?? []).filter((book) => book.language.toLowerCase() === lang);

  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('books.title')} intro={t('books.intro')} />
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
