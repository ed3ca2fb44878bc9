/**
 * Blocking a member from their profile (SPEC.md sections 4 and 8; the chat reuses the same
 * table): `POST` and `DELETE /api/profiles/block/{profile_code}/`, and the blocker's list.
 */
import { z } from 'zod';
import { profileCard } from './api';

/** Answer of block and unblock: the state now and the message to show (userBlockedDone, userUnblocked). */
export const blockResponse = z.object({ blocked: z.boolean(), message: z.string() });
export type BlockResponse = z.infer<typeof blockResponse>;

/** `GET /api/profiles/blocked/`: the profiles I blocked, latest first. */
export const blockedListResponse = z.object({ results: z.array(profileCard) });
export type BlockedListResponse = z.infer<typeof blockedListResponse>;
