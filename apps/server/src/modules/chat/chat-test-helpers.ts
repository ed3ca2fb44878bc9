/**
 * Helpers for the friend-chat API tests (issue 10): a hub that records what services push, members
 * made visible with an Accepted proposal between chosen pairs, and the chat calls as a member.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ChatMessage, ServerEventName, ServerEventPayload } from '@nikah/shared';
import type { RealtimeHub } from '../realtime/hub';
import type { TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { insertProposal, makeVisible } from '../../../test/discovery-helpers';

/** One pushed event: to whom (`except`: the socket left out), which event, what payload. */
export interface Pushed {
  to: number;
  except?: string | null;
  event: ServerEventName;
  payload: unknown;
}

/** A hub that records every push (the sockets of C2 are not started in these tests). */
export class RecordingHub implements RealtimeHub {
  readonly pushed: Pushed[] = [];
  /** Members `isOnline` answers true for. */
  readonly online = new Set<number>();

  toMember<E extends ServerEventName>(to: number, event: E, payload: ServerEventPayload<E>): void {
    this.pushed.push({ to, event, payload });
  }

  toMemberExcept<E extends ServerEventName>(
    to: number,
    except: string | null,
    event: E,
    payload: ServerEventPayload<E>,
  ): void {
    this.pushed.push({ to, except, event, payload });
  }

  toGroup(): void {}

  /** What went to guardians (`toGuardians`), apart from `pushed`: the members and the message. */
  readonly toGuardianRooms: { memberIds: readonly number[]; message: ChatMessage }[] = [];

  toGuardians(memberIds: readonly number[], message: ChatMessage): void {
    this.toGuardianRooms.push({ memberIds, message });
  }

  setWatching(): void {}

  isOnline(id: number): Promise<boolean> {
    return Promise.resolve(this.online.has(id));
  }

  onlineAmong(ids: number[]): Promise<Set<number>> {
    return Promise.resolve(new Set(ids.filter((id) => this.online.has(id))));
  }
}

/** A new `RecordingHub`. */
export const recordingHub = () => new RecordingHub();

/** Installs `hub` as `app.realtime` (what the socket plugin does on start). */
export function installHub(t: TestApp, hub: RealtimeHub): void {
  t.app.realtime = hub;
}

/** A visible member; `gender` Female unless given. */
export async function visibleMember(
  t: TestApp,
  gender: 'Male' | 'Female',
  fullName: string,
): Promise<Member> {
  const m = await signUp(t, { gender, full_name: fullName });
  await makeVisible(t, m);
  return m;
}

/** Makes `a` and `b` friends (an Accepted proposal from `a` to `b`). */
export const befriend = (t: TestApp, a: Member, b: Member) =>
  insertProposal(t, a.profileId, b.profileId, 'Accepted');

/** A chat call as `m` (null: a visitor), with extra headers. */
export function call(
  t: TestApp,
  m: Member | null,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return send(t, method, url, body, { ...(m ? auth(m.token) : {}), ...headers });
}

/** `POST /api/friends/send-message` from `from` to `to`. */
export const sendTo = (
  t: TestApp,
  from: Member,
  to: Member,
  message: string,
  headers: Record<string, string> = {},
) =>
  call(
    t,
    from,
    'POST',
    '/api/friends/send-message',
    { sender_id: from.profileId, receiver_id: to.profileId, message, status: 'sent' },
    headers,
  );
