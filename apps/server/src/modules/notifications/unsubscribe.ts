/**
 * One-click unsubscribe from e-mails (RFC 8058; DESIGN.md D21): a signed token naming an account
 * and the kinds an e-mail was about. The token is the only authority the unsubscribe route needs,
 * so the link works without signing in; the HMAC (server key) keeps anyone from making one for
 * another account.
 */
import { hmacHex, sameHex } from '../../lib/tokens';

export interface UnsubscribeClaim {
  userId: number;
  kinds: string[];
}

const sign = (key: Uint8Array, body: string) => hmacHex(key, `unsubscribe:${body}`);

/** A token for account `userId` and `kinds` (base64url body, a dot, the hex HMAC). */
export function unsubscribeToken(key: Uint8Array, claim: UnsubscribeClaim): string {
  const body = Buffer.from(JSON.stringify({ u: claim.userId, k: claim.kinds })).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The claim of `token` when its signature is right, else null (never throws). */
export function readUnsubscribeToken(key: Uint8Array, token: string): UnsubscribeClaim | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || !/^[0-9a-f]{64}$/.test(mac)) return null;
  if (!sameHex(mac, sign(key, body))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      u?: unknown;
      k?: unknown;
    };
    if (typeof parsed.u !== 'number' || !Array.isArray(parsed.k)) return null;
    const kinds = parsed.k.filter((k): k is string => typeof k === 'string');
    return { userId: parsed.u, kinds };
  } catch {
    return null;
  }
}
