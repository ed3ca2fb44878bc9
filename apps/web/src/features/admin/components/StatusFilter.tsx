import { SegmentedControl } from '@mantine/core';

/** The status filter of a case list, as a segmented control that wraps on a phone. */
export function StatusFilter<S extends string>({
  value,
  statuses,
  label,
  labelOf,
  onChange,
}: {
  value: S;
  statuses: readonly S[];
  label: string;
  labelOf: (status: S) => string;
  onChange: (status: S) => void;
}) {
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => {
        const next = statuses.find((s) => s === v);
        if (next) onChange(next);
      }}
      aria-label={label}
      data={statuses.map((s) => ({ value: s, label: labelOf(s) }))}
      fullWidth
      maw={560}
      data-testid="admin-status-filter"
    />
  );
}
