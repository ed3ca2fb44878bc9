/**
 * The chat rules of policy/chat.ts (issue 10; DESIGN.md D7): friends, blocks, leaving. Identity
 * (D2) is `authorize`'s: authorize.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { messageText, type MessageKey } from '@nikah/shared';
import { HttpError } from '../../lib/errors';
import { authorizeReadConversation, authorizeSend, mayExchange, type ChatPair } from './index';

const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { status: err.statusCode, body: err.body };
  }
};
const detail = (status: number, key: MessageKey) => ({ status, body: { detail: messageText({ key }) } });
const pair = (
  friends: boolean,
  byMe = false,
  byThem = false,
  leaving = { me: false, them: false },
): ChatPair => ({
  friends,
  blocks: { byMe, byThem },
  leaving,
});

describe('chat policy', () => {
  it('sends only between friends without a block either way, friendship checked first', () => {
    expect(refusal(() => authorizeSend(pair(true)))).toBeNull();
    expect(refusal(() => authorizeSend(pair(false, true)))).toEqual(detail(403, 'notFriends'));
    expect(refusal(() => authorizeSend(pair(true, true)))).toEqual(detail(403, 'cannotMessageBlocked'));
    expect(refusal(() => authorizeSend(pair(true, false, true)))).toEqual(
      detail(403, 'cannotMessageBlocked'),
    );
    expect([pair(true), pair(false), pair(true, true), pair(true, false, true)].map(mayExchange)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('lets the blocker read the conversation, not the blocked member', () => {
    expect(refusal(() => authorizeReadConversation(pair(true, true)))).toBeNull();
    expect(refusal(() => authorizeReadConversation(pair(true, false, true)))).toEqual(
      detail(403, 'cannotMessageBlocked'),
    );
    expect(refusal(() => authorizeReadConversation(pair(false)))).toEqual(detail(403, 'notFriends'));
  });

  it('lets a leaver (pending deletion) read but not send; the other side neither reads nor sends', () => {
    const me = pair(true, false, false, { me: true, them: false });
    const them = pair(true, false, false, { me: false, them: true });
    expect(refusal(() => authorizeReadConversation(me))).toBeNull();
    expect(refusal(() => authorizeSend(me))).toEqual(detail(403, 'deletionPendingNoContact'));
    expect(refusal(() => authorizeReadConversation(them))).toEqual(detail(403, 'memberUnavailable'));
    expect(refusal(() => authorizeSend(them))).toEqual(detail(403, 'memberUnavailable'));
    expect([me, them].map(mayExchange)).toEqual([false, false]);
    // Not friends stays the first answer (a stranger learns nothing of the deletion).
    expect(refusal(() => authorizeSend(pair(false, false, false, { me: false, them: true })))).toEqual(
      detail(403, 'notFriends'),
    );
  });
});
