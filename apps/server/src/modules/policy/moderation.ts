/**
 * Who may moderate (DESIGN.md section 3 and D13): superusers only, checked on the server from the
 * session. Every admin route calls `authorizeModerator` after `authenticate` (which already answers
 * 401 without a session), so a member gets 403 and a visitor 401.
 */
import { msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import type { Actor } from './index';

/** True when `actor` is a superuser's session. */
export function mayModerate(actor: Actor): actor is Member {
  return actor !== null && actor.isSuperuser;
}

/**
 * Returns the superuser `actor`; throws 401 `{detail: 'Authentication credentials were not
 * provided.'}` for a visitor and 403 `{detail: 'You do not have permission to perform this
 * action.'}` for a member who is not a superuser.
 */
export function authorizeModerator(actor: Actor): Member {
  if (actor === null) throw detailError(401, msg('notAuthenticated'));
  if (!mayModerate(actor)) throw detailError(403, msg('forbidden'));
  return actor;
}
