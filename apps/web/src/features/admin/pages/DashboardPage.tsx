/** The console's dashboard: daily counts of the last 30 days and what waits now (issue 9). */
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WAITING_KINDS, type Dashboard } from '@nikah/shared';
import { DayChart } from '../components/DayChart';
import { QueryState } from '../components/QueryState';
import { fetchDashboard } from '../endpoints';
import { formatAge, formatDay } from '../format';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';

const SERIES = [
  { key: 'new_profiles', color: 'var(--mantine-color-brand-6)' },
  { key: 'pending_items', color: 'var(--mantine-color-orange-6)' },
  { key: 'reports', color: 'var(--mantine-color-red-7)' },
  { key: 'deletion_requests', color: 'var(--mantine-color-gray-7)' },
] as const;

export function DashboardPage() {
  const ta = useAdminT();
  const query = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => fetchDashboard(signal),
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {ta('nav.dashboard')}
        </Title>
        <Text c="dimmed" size="sm">
          {ta('dashboard.intro')}
        </Text>
      </div>
      <QueryState query={query} isEmpty={() => false}>
        {(data) => <DashboardView data={data} />}
      </QueryState>
    </Stack>
  );
}

function DashboardView({ data }: { data: Dashboard }) {
  const ta = useAdminT();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const number = new Intl.NumberFormat(lang);
  const oldest = data.oldest_waiting;
  const first = data.days[0];
  const last = data.days[data.days.length - 1];
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" data-testid="admin-oldest">
        <Text fw={600}>
          {oldest
            ? ta('dashboard.oldest', {
                kind: ta(`dashboard.kinds.${oldest.kind}`),
                age:
                  oldest.age_seconds < 60 ? ta('dashboard.underMinute') : formatAge(oldest.age_seconds, lang),
              })
            : ta('dashboard.nothingWaiting')}
        </Text>
      </Card>
      <section aria-labelledby="admin-waiting-title">
        <Title order={3} size="h4" mb="xs" id="admin-waiting-title">
          {ta('dashboard.waitingTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {WAITING_KINDS.map((kind) => (
            <Card key={kind} withBorder padding="sm" data-testid={`admin-waiting-${kind}`}>
              <Text size="xl" fw={700}>
                {number.format(data.waiting[kind])}
              </Text>
              <Text size="sm" c="dimmed">
                {ta(`dashboard.kinds.${kind}`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="admin-chart-title">
        <Group justify="space-between" align="baseline" mb="xs">
          <Title order={3} size="h4" id="admin-chart-title">
            {ta('dashboard.chartTitle')}
          </Title>
          {first && last && (
            <Text size="xs" c="dimmed">
              {ta('dashboard.from', { date: formatDay(first.date, lang), end: formatDay(last.date, lang) })}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {SERIES.map(({ key, color }) => {
            const values = data.days.map((d) => d[key]);
            const total = values.reduce((a, b) => a + b, 0);
            const title = ta(`dashboard.series.${key}`);
            return (
              <DayChart
                key={key}
                values={values}
                title={title}
                total={ta('dashboard.total', { count: total })}
                label={ta('dashboard.chartSummary', {
                  series: title,
                  total: number.format(total),
                  max: number.format(Math.max(0, ...values)),
                })}
                color={color}
                testId={`admin-chart-${key}`}
              />
            );
          })}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
