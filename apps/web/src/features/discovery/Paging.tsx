/**
 * Pagination with at most 10 page buttons (SPEC.md section 9: VISIBLE_PAGE_BUTTONS), previous and
 * next; the window of numbers follows the current page.
 */
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VISIBLE_PAGE_BUTTONS } from '@nikah/shared';
import classes from './discovery.module.css';

/** The page numbers to show around `page` of `total`. */
export function pageWindow(page: number, total: number, size = VISIBLE_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Paging({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const pages = pageWindow(page, total);
  return (
    <nav aria-label={t('discovery.paging.label')} data-testid="paging">
      <Group gap={6} justify="center" mt="lg">
        <ActionIcon
          variant="default"
          size="lg"
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label={t('discovery.paging.previous')}
          data-testid="paging-previous"
        >
          <IconChevronLeft size={18} aria-hidden className={classes.flip} />
        </ActionIcon>
        {pages.map((n) => (
          <Button
            key={n}
            size="compact-md"
            miw={36}
            h={34}
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('discovery.paging.page', { n })}
            onClick={() => onChange(n)}
            data-testid={`paging-${n}`}
          >
            {n}
          </Button>
        ))}
        <ActionIcon
          variant="default"
          size="lg"
          disabled={page >= total}
          onClick={() => onChange(page + 1)}
          aria-label={t('discovery.paging.next')}
          data-testid="paging-next"
        >
          <IconChevronRight size={18} aria-hidden className={classes.flip} />
        </ActionIcon>
      </Group>
    </nav>
  );
}
