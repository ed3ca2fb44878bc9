/**
 * The moderators' second factor (DESIGN.md D24, issue 28): `/api/admin/2fa/` as typed functions,
 * each answer parsed with its shared schema, and how the console tells that the API waits for it.
 */
import {
  parseErrorKeys,
  secondFactorConfirmed,
  secondFactorDisabled,
  secondFactorEnrolment,
  secondFactorStatus,
  secondFactorVerified,
} from '@nikah/shared';
import { ApiError, call } from '../../../lib/api';

/** Query key of the status (under `admin`, so every console action refreshes it too). */
export const secondFactorKey = ['admin', 'second-factor'] as const;

/** `GET /api/admin/2fa/`: enrolled, required, passed, recovery codes left. */
export const fetchSecondFactor = (signal?: AbortSignal) =>
  call('GET', '/api/admin/2fa/', secondFactorStatus, { signal });

/** `POST /api/admin/2fa/enrol/`: a new secret with its QR code, waiting for the first code. */
export const startEnrolment = () =>
  call('POST', '/api/admin/2fa/enrol/', secondFactorEnrolment, { body: {} });

/** `POST /api/admin/2fa/confirm/`: turns it on; the recovery codes, this once. */
export const confirmEnrolment = (code: string) =>
  call('POST', '/api/admin/2fa/confirm/', secondFactorConfirmed, { body: { code } });

/** `POST /api/admin/2fa/verify/`: passes it for this session (app code or recovery code). */
export const verifySecondFactor = (code: string) =>
  call('POST', '/api/admin/2fa/verify/', secondFactorVerified, { body: { code } });

/** `POST /api/admin/2fa/disable/`: turns it off with a code. */
export const disableSecondFactor = (code: string) =>
  call('POST', '/api/admin/2fa/disable/', secondFactorDisabled, { body: { code } });

/** What an admin answer asks for: `enrol` (set it up first), `code` (enter a code), or null. */
export function secondFactorAsked(error: unknown): 'enrol' | 'code' | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const key = parseErrorKeys(error.errorKeys).detail?.key;
  return key === 'secondFactorEnrol' ? 'enrol' : key === 'secondFactorRequired' ? 'code' : null;
}
