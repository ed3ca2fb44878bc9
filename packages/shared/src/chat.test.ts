import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX,
  chatDateLabel,
  getMessagesQuery,
  groupMessagesByDate,
  sendMessageBody,
} from './chat';
import type { ChatMessage } from './realtime';

const at = (id: number, timestamp: string): ChatMessage => ({
  message_id: id,
  sender_id: 1,
  receiver_id: 2,
  text: `m${id}`,
  timestamp,
  status: 'sent',
  scam: false,
});

describe('friend chat shapes', () => {
  it('labels dates in the given zone, India by default, UTC for an unknown zone', () => {
    expect(chatDateLabel('2026-03-01T20:00:00Z')).toBe('2026-03-02');
    expect(chatDateLabel('2026-03-01T20:00:00Z', 'UTC')).toBe('2026-03-01');
    expect(chatDateLabel('2026-03-01T20:00:00Z', 'Not/AZone')).toBe('2026-03-01');
  });

  it('groups messages under their day, days and messages in order', () => {
    const grouped = groupMessagesByDate(
      [at(1, '2026-03-01T05:00:00Z'), at(2, '2026-03-01T19:00:00Z'), at(3, '2026-03-02T05:00:00Z')],
      'UTC',
    );
    expect(Object.keys(grouped)).toEqual(['2026-03-01', '2026-03-02']);
    expect(grouped['2026-03-01']?.map((m) => m.message_id)).toEqual([1, 2]);
    expect(groupMessagesByDate([])).toEqual({});
  });

  it('trims the message and checks its length', () => {
    const body = { sender_id: 1, receiver_id: 2, message: '  salaam  ' };
    expect(sendMessageBody.parse(body)).toEqual({ ...body, message: 'salaam', status: 'sent' });
    expect(sendMessageBody.safeParse({ ...body, message: '   ' }).success).toBe(false);
    expect(sendMessageBody.safeParse({ ...body, message: 'a'.repeat(CHAT_MESSAGE_MAX + 1) }).success).toBe(
      false,
    );
    expect(sendMessageBody.safeParse({ ...body, status: 'read' }).success).toBe(false);
  });

  it('takes before or after, not both, and a bounded limit', () => {
    expect(getMessagesQuery.parse({ sender_id: '1', receiver_id: '2' })).toMatchObject({ limit: 50 });
    expect(getMessagesQuery.safeParse({ sender_id: 1, receiver_id: 2, before: 5, after: 3 }).success).toBe(
      false,
    );
    expect(getMessagesQuery.safeParse({ sender_id: 1, receiver_id: 2, limit: 201 }).success).toBe(false);
  });
});
