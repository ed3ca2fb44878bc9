/** How the chat page merges pages, pushes and catch-ups (issue 10: none lost or doubled). */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@nikah/shared';
import { filterFriends, flatten, groupByDay, laterStatus, mergeMessages, withStatus } from './messages';

const m = (
  id: number,
  status: ChatMessage['status'] = 'sent',
  timestamp = '2026-11-23T10:00:00Z',
): ChatMessage => ({
  message_id: id,
  sender_id: 1,
  receiver_id: 2,
  text: `message ${id}`,
  timestamp,
  status,
  scam: false,
});

describe('mergeMessages', () => {
  it('keeps each message once, oldest first', () => {
    const merged = mergeMessages([m(3), m(1)], [m(2), m(3), m(4)]);
    expect(merged.map((x) => x.message_id)).toEqual([1, 2, 3, 4]);
  });
  it('never lowers a status (a late page does not undo a pushed read)', () => {
    expect(mergeMessages([m(1, 'read')], [m(1, 'sent')])[0]?.status).toBe('read');
    expect(mergeMessages([m(1, 'sent')], [m(1, 'received')])[0]?.status).toBe('received');
  });
});

describe('statuses', () => {
  it('only move forward', () => {
    expect(laterStatus('received', 'sent')).toBe('received');
    expect(laterStatus('sent', 'read')).toBe('read');
    expect(withStatus([m(1, 'read'), m(2)], [1, 2], 'received').map((x) => x.status)).toEqual([
      'read',
      'received',
    ]);
  });
});

describe('grouping and search', () => {
  it('flattens groupedMessages and groups by the day in a zone', () => {
    const list = flatten({ '2026-11-22': [m(1, 'sent', '2026-11-22T20:00:00Z')], '2026-11-23': [m(2)] });
    expect(list.map((x) => x.message_id)).toEqual([1, 2]);
    // 20:00 UTC is already the next day in India.
    expect(groupByDay(list, 'Asia/Kolkata').map((d) => d.label)).toEqual(['2026-11-23']);
    expect(groupByDay(list, 'UTC').map((d) => d.label)).toEqual(['2026-11-22', '2026-11-23']);
  });
  it('finds friends by part of the name, case and spacing ignored', () => {
    const friend = (id: number, full_name: string) => ({
      friend_id: id,
      full_name,
      slug: `s${id}`,
      avatar: null,
      last_message: null,
      unread_count: 0,
      online: false,
      last_active: null,
      guardian_present: false,
      blocked: false,
    });
    const list = [friend(1, 'Sana Farooqui'), friend(2, 'Imran  Qureshi')];
    expect(filterFriends(list, 'imran qur').map((f) => f.friend_id)).toEqual([2]);
    expect(filterFriends(list, '  ')).toHaveLength(2);
    expect(filterFriends(list, 'zzz')).toEqual([]);
  });
});
