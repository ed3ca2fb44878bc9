/**
 * The catalogue keys of the report and delete reasons (SPEC.md section 9: 7 and 10 reasons). The
 * wire keeps SPEC.md's English values; the interface shows their translation.
 */
import type { DeleteReason, ReportReason } from '@nikah/shared';

export const REPORT_REASON_KEYS: Record<ReportReason, string> = {
  'Fake profile': 'fake',
  'Asking for money': 'money',
  'Inappropriate photos': 'photos',
  'Abusive or disrespectful behaviour': 'abusive',
  'Already married or engaged': 'married',
  'Wrong information': 'wrong',
  Other: 'other',
};

export const DELETE_REASON_KEYS: Record<DeleteReason, string> = {
  'Marriage fixed through this site': 'thisSite',
  'Marriage fixed elsewhere': 'elsewhere',
  'Marriage fixed by family': 'family',
  'Not getting suitable matches': 'noMatches',
  'Too many calls or messages': 'calls',
  'Privacy concerns': 'privacy',
  'Taking a break': 'break',
  'Created a new profile': 'newProfile',
  'Profile created by mistake': 'mistake',
  Others: 'others',
};
