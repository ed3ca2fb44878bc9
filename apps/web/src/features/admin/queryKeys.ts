/**
 * Query keys of the moderation console (apart from lib/queryKeys.ts so that they stay in the
 * console's chunk). Every key starts with `admin`: an action invalidates `adminKeys.all`, which
 * refreshes the queues and the dashboard together (an approval changes both).
 */
import type { DeletionListQuery, DocumentListQuery, ReportListQuery } from '@nikah/shared';
import type { ProfileQueue } from './endpoints';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  queue: (queue: ProfileQueue, page: number, newest = false) =>
    ['admin', 'profiles', queue, page, newest ? 'newest' : 'oldest'] as const,
  profile: (id: number) => ['admin', 'profile', id] as const,
  documents: (query: DocumentListQuery) => ['admin', 'documents', query] as const,
  reports: (query: ReportListQuery) => ['admin', 'reports', query] as const,
  deletions: (query: DeletionListQuery) => ['admin', 'deletions', query] as const,
  members: (q: string, page: number) => ['admin', 'members', q, page] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
} as const;
