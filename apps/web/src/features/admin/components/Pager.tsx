import { Group, Pagination } from '@mantine/core';

/** Pages of a console list of `count` rows, `pageSize` a page; nothing for a single page. */
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
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination total={total} value={page} onChange={onChange} siblings={1} size="sm" />
    </Group>
  );
}
