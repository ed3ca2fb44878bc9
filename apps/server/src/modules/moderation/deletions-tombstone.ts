/**
 * A completed deletion leaves a tombstone (DESIGN.md D11): the profile row keeps its id and
 * profile code with deletion_status 'completed' (its slug becomes `deleted-<code>`; the lookup by
 * slug finds it from an old link by the code every slug ends with), so an old link to
 * /profiles/<slug> can say the profile was deleted instead of "not found".
 */
import { msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';

/**
 * Returns `profile` unchanged unless it is a tombstone, for which it throws 410
 * `{detail: 'This profile has been deleted.'}` (key `profileDeleted`). Undefined passes through.
 */
export function refuseTombstone<P extends { deletionStatus: string | null }>(
  profile: P | undefined,
): P | undefined {
  if (profile?.deletionStatus === 'completed') throw detailError(410, msg('profileDeleted'));
  return profile;
}
