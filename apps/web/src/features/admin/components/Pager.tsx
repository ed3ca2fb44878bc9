import { Group, Pagination } from '@mantine/core';
import { useAdminT } from '../i18n';

/**
 * Pages of a console list of `count` rows, `pageSize` a page; nothing for a single page. The
 * arrows and numbers carry spoken names (WCAG 4.1.2: Mantine's arrow buttons have none).
 */
export function Pager({
  page,
  count,
  pageSize,
  onChange,
}: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const ta = useAdminT();
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={ta('pager.label')} justify="center" mt="md">
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        siblings={1}
        size="sm"
        getControlProps={(control) =>
          control === 'previous' || control === 'next' || control === 'first' || control === 'last'
            ? { 'aria-label': ta(`pager.${control}`) }
            : {}
        }
        getItemProps={(n) => ({ 'aria-label': ta('pager.page', { n }) })}
      />
    </Group>
  );
}
