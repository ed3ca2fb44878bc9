/** The chat rules of policy/chat.ts (issue 10; DESIGN.md D2, D7): identity, friends, blocks. */
import { describe, expect, it } from 'vitest';
import { messageText, type MessageKey } from '@nikah/shared';
import { HttpError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import {
  authorizeChatAs,
  authorizeReadConversation,
  authorizeSend,
  mayExchange,
  type ChatPair,
} from './index';

const member = (profileId: number | null): Member => ({
  sessionId: 1,
  userId: 10,
  username: 'member',
  profileId,
  slug: null,
  isSuperuser: false,
  isBlocked: false,
  blockedReason: null,
});
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
const pair = (friends: boolean, byMe = false, byThem = false): ChatPair => ({
  friends,
  blocks: { byMe, byThem },
});

describe('chat policy', () => {
  it('accepts only the caller’s own profile id', () => {
    expect(authorizeChatAs(member(7), 7)).toBe(7);
    expect(refusal(() => authorizeChatAs(member(7), 8))).toEqual(detail(403, 'forbidden'));
    expect(refusal(() => authorizeChatAs(member(null), 7))).toEqual(detail(403, 'forbidden'));
  });

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
});
