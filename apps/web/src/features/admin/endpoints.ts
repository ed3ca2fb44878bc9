/**
 * The moderation API (DESIGN.md section 3, issue 9) as typed functions, each parsing its answer with
 * the shared schema (packages/shared moderation.ts and moderation-cases.ts). Kept apart from
 * lib/endpoints.ts so that only the console's chunk holds them: members never download this file.
 * Every function throws the ApiError of lib/api on failure (401 visitor, 403 member).
 */
import { z } from 'zod';
import {
  adminMemberPage,
  adminProfileDetail,
  adminProfilePage,
  auditPage,
  dashboard,
  deletionPage,
  documentPage,
  reportPage,
  type DeletionListQuery,
  type DocumentListQuery,
  type ReportAction,
  type ReportListQuery,
  type VerificationDecisionBody,
} from '@nikah/shared';
import { call } from '../../lib/api';

type Signal = AbortSignal | undefined;
/** The answer of an action: its shape is not used by the console (it reloads the lists). */
const anyAnswer = z.unknown();

/** A query string from the defined values of `params` (without `?` when empty). */
function queryString(params: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean') {
      qs.set(key, String(value));
    }
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

const post = (path: string, body: object = {}) => call('POST', path, anyAnswer, { body });

/** `GET /api/admin/dashboard/`: daily counts of the last 30 days and what waits now. */
export const fetchDashboard = (signal?: Signal) =>
  call('GET', '/api/admin/dashboard/', dashboard, { signal });

/** What the profile queue lists: pending, changed since approval, or approved with a new photo. */
export type ProfileQueue = 'pending' | 'changed' | 'photos';

/** The query of a queue (DESIGN.md D17: changed and photo queues hold approved profiles). */
function queueParams(queue: ProfileQueue): Record<string, string> {
  if (queue === 'pending') return { approval_status: 'pending' };
  if (queue === 'changed') return { approval_status: 'approved', changed: 'true' };
  return { approval_status: 'approved', photos: 'true' };
}

/** `GET /api/admin/profiles/?approval_status=...`: one page of a queue, oldest first unless `newest`. */
export const fetchProfileQueue = (queue: ProfileQueue, page: number, newest = false, signal?: Signal) =>
  call(
    'GET',
    `/api/admin/profiles/${queryString({ ...queueParams(queue), page, ordering: newest ? '-created_on' : undefined })}`,
    adminProfilePage,
    { signal },
  );

/** `GET /api/admin/profiles/{id}/`: every field and the history of one profile. */
export const fetchAdminProfile = (id: number, signal?: Signal) =>
  call('GET', `/api/admin/profiles/${id}/`, adminProfileDetail, { signal });

/** `POST /api/admin/profiles/{id}/approve/` (remarks optional). */
export const approveProfile = (id: number, remarks?: string) =>
  post(`/api/admin/profiles/${id}/approve/`, remarks ? { remarks } : {});
/** `POST /api/admin/profiles/{id}/reject/` `{remarks}` (sent to the member). */
export const rejectProfile = (id: number, remarks: string) =>
  post(`/api/admin/profiles/${id}/reject/`, { remarks });

/** `POST /api/admin/profiles/{id}/photos/{slot}/approve/` or `reject/` (DESIGN.md D17). */
export const decidePhoto = (id: number, slot: number, approve: boolean) =>
  post(`/api/admin/profiles/${id}/photos/${slot}/${approve ? 'approve' : 'reject'}/`);

/** `GET /api/admin/documents/?status=&page=`: verification documents. */
export const fetchDocuments = (query: DocumentListQuery, signal?: Signal) =>
  call('GET', `/api/admin/documents/${queryString(query)}`, documentPage, { signal });

/** `POST /api/admin/profiles/{id}/verification/` `{status, remarks}` on the latest document. */
export const decideVerification = (profileId: number, body: VerificationDecisionBody) =>
  post(`/api/admin/profiles/${profileId}/verification/`, body);

/** `GET /api/admin/reports/?status=&page=`. */
export const fetchReports = (query: ReportListQuery, signal?: Signal) =>
  call('GET', `/api/admin/reports/${queryString(query)}`, reportPage, { signal });

/** `POST /api/admin/reports/{id}/<action>/` with `{remarks}`, `{message}` or `{reason}`. */
export function decideReport(id: number, action: ReportAction, text: string) {
  const body =
    action === 'dismiss'
      ? text
        ? { remarks: text }
        : {}
      : action === 'warn'
        ? { message: text }
        : { reason: text };
  return post(`/api/admin/reports/${id}/${action}/`, body);
}

/** `GET /api/admin/deletion-requests/?status=&page=`. */
export const fetchDeletions = (query: DeletionListQuery, signal?: Signal) =>
  call('GET', `/api/admin/deletion-requests/${queryString(query)}`, deletionPage, { signal });

/** `POST /api/admin/deletion-requests/{id}/complete/`: removes the member's data (a tombstone stays). */
export const completeDeletion = (id: number) => post(`/api/admin/deletion-requests/${id}/complete/`);
/** `POST /api/admin/deletion-requests/{id}/decline/` `{remarks}`. */
export const declineDeletion = (id: number, remarks: string) =>
  post(`/api/admin/deletion-requests/${id}/decline/`, { remarks });

/** `GET /api/admin/members/?q=&page=`: name, profile code or username. */
export const fetchMembers = (q: string, page: number, signal?: Signal) =>
  call('GET', `/api/admin/members/${queryString({ q, page })}`, adminMemberPage, { signal });

/** The member actions: `POST /api/admin/members/{id}/<action>/` (`{reason}` for block). */
export type MemberAction = 'block' | 'unblock' | 'promote' | 'demote';
export const actOnMember = (id: number, action: MemberAction, reason?: string) =>
  post(`/api/admin/members/${id}/${action}/`, action === 'block' ? { reason } : {});

/** `GET /api/admin/audit/?page=`: newest first. */
export const fetchAudit = (page: number, signal?: Signal) =>
  call('GET', `/api/admin/audit/${queryString({ page })}`, auditPage, { signal });
