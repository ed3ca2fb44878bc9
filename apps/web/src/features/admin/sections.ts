/**
 * The console's sections, in menu order: each is a path under `/admin`, a label key, an icon and a
 * page loaded when first opened. To add a section, add one entry here and its page file.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  IconAlertTriangle,
  IconBan,
  IconBooks,
  IconHeartHandshake,
  IconMessage2,
  IconNews,
  IconSpeakerphone,
  IconTags,
  IconUsersGroup,
  IconVideo,
  IconFileCertificate,
  IconGauge,
  IconHistory,
  IconPhotoEdit,
  IconShieldLock,
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
  {
    path: 'two-step',
    label: 'nav.twoStep',
    icon: IconShieldLock,
    Page: lazy(() => import('./second-factor/TwoStepPage').then((m) => ({ default: m.TwoStepPage }))),
  },
  // Content (issue 9): pages in features/admin/content.
  {
    path: 'books',
    label: 'nav.books',
    icon: IconBooks,
    Page: lazy(() => import('./content/BooksPage').then((m) => ({ default: m.BooksPage }))),
  },
  {
    path: 'guideline-tags',
    label: 'nav.guidelineTags',
    icon: IconTags,
    Page: lazy(() => import('./content/KindPages').then((m) => ({ default: m.GuidelineTagsPage }))),
  },
  {
    path: 'guidelines',
    label: 'nav.guidelines',
    icon: IconVideo,
    Page: lazy(() => import('./content/KindPages').then((m) => ({ default: m.GuidelinesPage }))),
  },
  {
    path: 'stories',
    label: 'nav.stories',
    icon: IconHeartHandshake,
    Page: lazy(() => import('./content/KindPages').then((m) => ({ default: m.StoriesPage }))),
  },
  {
    path: 'news',
    label: 'nav.news',
    icon: IconNews,
    Page: lazy(() => import('./content/KindPages').then((m) => ({ default: m.NewsPage }))),
  },
  {
    path: 'header-messages',
    label: 'nav.headerMessages',
    icon: IconSpeakerphone,
    Page: lazy(() => import('./content/KindPages').then((m) => ({ default: m.HeaderMessagesPage }))),
  },
  {
    path: 'keywords',
    label: 'nav.keywords',
    icon: IconBan,
    Page: lazy(() => import('./content/KindPages').then((m) => ({ default: m.KeywordsPage }))),
  },
  {
    path: 'groups',
    label: 'nav.groups',
    icon: IconUsersGroup,
    Page: lazy(() => import('./content/KindPages').then((m) => ({ default: m.GroupsPage }))),
  },
  {
    path: 'feedback',
    label: 'nav.feedback',
    icon: IconMessage2,
    Page: lazy(() => import('./content/FeedbackListPage').then((m) => ({ default: m.FeedbackListPage }))),
  },
];
