/**
 * The console's sections, in menu order: each is a path under `/admin`, a label key, an icon and a
 * page loaded when first opened. To add a section, add one entry here and its page file.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  IconAlertTriangle,
  IconFileCertificate,
  IconGauge,
  IconHistory,
  IconPhotoEdit,
  IconTrash,
  IconUserCheck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { AdminKey } from './i18n';

export interface AdminSection {
  /** Path under `/admin/` ('' for the dashboard). */
  path: string;
  label: AdminKey;
  icon: TablerIcon;
  Page: LazyExoticComponent<ComponentType>;
}

export const sections: AdminSection[] = [
  {
    path: '',
    label: 'nav.dashboard',
    icon: IconGauge,
    Page: lazy(() => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  },
  {
    path: 'profiles',
    label: 'nav.profiles',
    icon: IconUserCheck,
    Page: lazy(() => import('./pages/ProfilesQueuePage').then((m) => ({ default: m.ProfilesQueuePage }))),
  },
  {
    path: 'photos',
    label: 'nav.photos',
    icon: IconPhotoEdit,
    Page: lazy(() => import('./pages/PhotoChangesPage').then((m) => ({ default: m.PhotoChangesPage }))),
  },
  {
    path: 'documents',
    label: 'nav.documents',
    icon: IconFileCertificate,
    Page: lazy(() => import('./pages/DocumentsPage').then((m) => ({ default: m.DocumentsPage }))),
  },
  {
    path: 'reports',
    label: 'nav.reports',
    icon: IconAlertTriangle,
    Page: lazy(() => import('./pages/ReportsPage').then((m) => ({ default: m.ReportsPage }))),
  },
  {
    path: 'deletions',
    label: 'nav.deletions',
    icon: IconTrash,
    Page: lazy(() => import('./pages/DeletionsPage').then((m) => ({ default: m.DeletionsPage }))),
  },
  {
    path: 'members',
    label: 'nav.members',
    icon: IconUsers,
    Page: lazy(() => import('./pages/MembersPage').then((m) => ({ default: m.MembersPage }))),
  },
  {
    path: 'audit',
    label: 'nav.audit',
    icon: IconHistory,
    Page: lazy(() => import('./pages/AuditPage').then((m) => ({ default: m.AuditPage }))),
  },
];
