/**
 * Secrets made with node:crypto (DESIGN.md D1, D3): session tokens, one-time codes, their hashes,
 * and the server key those hashes use (SECRET_KEY, else a random key kept in DATA_DIR/secret.key).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readOrCreateKeyFile } from './key-file';
import { OTP_LENGTH } from '@nikah/shared';

/** A new session token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of `text`, hex; what the sessions table keeps instead of the token. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** HMAC-SHA256 of `text` with `key`, hex; what the otp_codes table keeps instead of the code. */
export const hmacHex = (key: Uint8Array, text: string): string =>
  createHmac('sha256', key).update(text).digest('hex');

/** Constant-time comparison of two hex digests; false when the lengths differ. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A one-time code of OTP_LENGTH digits from the CSPRNG, zero-padded. */
export const newOtpCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** A random lower-case hex name for stored files (16 bytes). */
export const randomName = (): string => randomBytes(16).toString('hex');

/**
 * The server key for code hashes: `secretKey` when given, else the key in `dataDir/secret.key`,
 * created with 32 random bytes and mode 0600 on first use. Throws when the folder is not writable.
 */
export function loadServerKey(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  const file = path.join(dataDir, 'secret.key');
  const key = readOrCreateKeyFile(file, () => randomBytes(32));
  if (key.length < 32) throw new Error(`${file} holds fewer than 32 bytes; remove it or set SECRET_KEY`);
  return key;
}
