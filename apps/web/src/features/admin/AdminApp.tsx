/**
 * The moderation console at `/admin/*` (DESIGN.md D13, issue 9), loaded only when opened: a visitor
 * is sent to the login page (and back here after it), a member who is not a superuser sees a 403
 * page (the server refuses them anyway), a superuser gets the sections of `sections.ts`.
 */
import { lazy, Suspense } from 'react';
import { Box, Group, NativeSelect, NavLink, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../app/layout/PageLoader';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSession } from '../../app/session';
import { fetchDashboard } from './endpoints';
import { Forbidden } from './Forbidden';
import { useAdminStrings, useAdminT } from './i18n';
import { adminKeys } from './queryKeys';
import { sections } from './sections';
import { secondFactorAsked } from './second-factor/endpoints';

/** The second factor's set-up or code prompt (DESIGN.md D24), loaded only when the API asks for it. */
const SecondFactorGate = lazy(() =>
  import('./second-factor/SecondFactorGate').then((m) => ({ default: m.SecondFactorGate })),
);

export function AdminApp() {
  const session = useSession();
  const { pathname } = useLocation();
  const ready = useAdminStrings();
  if (!session) return <Navigate to="/login" replace state={{ from: pathname }} />;
  if (!ready) return <PageLoader />;
  return <AdminGate />;
}

/**
 * Asks the server first: a 403 (not a superuser) shows the 403 page instead of the console, and a
 * 403 that asks for the second factor shows its set-up or code prompt, then the console.
 */
function AdminGate() {
  const queryClient = useQueryClient();
  const probe = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => fetchDashboard(signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (probe.isPending) return <PageLoader />;
  const asked = secondFactorAsked(probe.error);
  if (asked) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SecondFactorGate
          asked={asked}
          onPassed={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
        />
      </Suspense>
    );
  }
  if (probe.error instanceof ApiError && (probe.error.status === 403 || probe.error.status === 401)) {
    return <Forbidden />;
  }
  return <AdminShell />;
}

/** The path of a section under /admin. */
const sectionPath = (path: string) => (path ? `/admin/${path}` : '/admin');

function AdminShell() {
  const ta = useAdminT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const current = sections.find((s) => s.path && pathname.startsWith(sectionPath(s.path))) ?? sections[0];
  useDocumentTitle(current ? `${ta(current.label)} · ${ta('title')}` : ta('title'));
  const routes = (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        {sections.map(({ path, Page }) =>
          path ? (
            <Route key={path} path={`${path}/*`} element={<Page />} />
          ) : (
            <Route key="index" index element={<Page />} />
          ),
        )}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Suspense>
  );
  return (
    <Box p={{ base: 'sm', sm: 'lg' }} data-testid="admin-console">
      <Title order={1} fz={{ base: 24, sm: 30 }} c="brand.8" mb="md">
        {ta('title')}
      </Title>
      {wide ? (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Box component="nav" aria-label={ta('nav.label')} w={230} style={{ flexShrink: 0 }}>
            <Stack gap={2}>
              {sections.map((s) => {
                const Icon = s.icon;
                const active = s === current;
                return (
                  <NavLink
                    key={s.path}
                    component={Link}
                    to={sectionPath(s.path)}
                    label={ta(s.label)}
                    leftSection={<Icon size={18} aria-hidden />}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`admin-nav-${s.path || 'dashboard'}`}
                  />
                );
              })}
            </Stack>
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }}>{routes}</Box>
        </Group>
      ) : (
        <Stack gap="md">
          <NativeSelect
            label={ta('nav.section')}
            value={current?.path ?? ''}
            data={sections.map((s) => ({ value: s.path, label: ta(s.label) }))}
            onChange={(e) => void navigate(sectionPath(e.currentTarget.value))}
            data-testid="admin-section-select"
          />
          {routes}
        </Stack>
      )}
    </Box>
  );
}
