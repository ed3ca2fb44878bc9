import { Box, Group, Text } from '@mantine/core';

/**
 * Thirty days of one count as a small bar chart (an SVG drawn here, no chart library): one bar a
 * day, oldest on the left in every language (time runs left to right on charts). `label` is what
 * a screen reader hears instead of the bars.
 */
export function DayChart({
  values,
  title,
  total,
  label,
  color,
  testId,
}: {
  values: number[];
  title: string;
  total: string;
  label: string;
  color: string;
  testId?: string;
}) {
  const width = 300;
  const height = 64;
  const gap = 2;
  const max = Math.max(1, ...values);
  const barWidth = values.length > 0 ? (width - gap * (values.length - 1)) / values.length : width;
  return (
    <Box data-testid={testId}>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {total}
        </Text>
      </Group>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
        style={{ display: 'block', direction: 'ltr' }}
      >
        <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} stroke="var(--mantine-color-gray-4)" />
        {values.map((v, i) => {
          const h = v === 0 ? 0 : Math.max(2, (v / max) * (height - 4));
          return (
            <rect
              key={i}
              x={i * (barWidth + gap)}
              y={height - 1 - h}
              width={barWidth}
              height={h}
              rx={1}
              fill={color}
            />
          );
        })}
      </svg>
    </Box>
  );
}
