/**
 * The cryptography of the moderators' second factor (DESIGN.md D24): TOTP (RFC 6238, SHA-1, 6
 * digits, 30 s, through the `otpauth` library), the secret's encryption at rest, recovery codes and
 * the enrolment QR code. Pure functions; the database is service.ts's.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@nikah/shared';
import { hmacHex } from '../../lib/tokens';

/** The name authenticator apps show above the code. */
const ISSUER = 'Nikah';
/** Codes of the step before and after the current one are accepted too (clock drift, typing time). */
const DRIFT_STEPS = 1;

/** A new secret: 20 random bytes (RFC 4226's recommended 160 bits), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secretBase32: string, label = 'moderator') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** The `otpauth://totp/...` URI of `secretBase32` for the account `label` (what the QR code holds). */
export const otpauthUri = (secretBase32: string, label: string): string =>
  totpOf(secretBase32, label).toString();

/**
 * The RFC 6238 time step of `code` for `secretBase32` at `now`, when it is the code of the current
 * step or one step either side; null for any other code. The caller refuses a step it has already
 * accepted (a replayed code).
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The key that encrypts secrets: derived from the server key, so it never equals the hash key. */
const secretKey = (serverKey: Uint8Array): Buffer =>
  createHash('sha256').update('second-factor-secret:').update(serverKey).digest();

/**
 * `plain` encrypted with AES-256-GCM under a key derived from `serverKey` (SECRET_KEY or
 * DATA_DIR/secret.key): `iv.tag.data`, each base64url.
 */
export function encryptSecret(serverKey: Uint8Array, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(serverKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The secret of `sealed` (from `encryptSecret`); throws when the key differs or it was altered. */
export function decryptSecret(serverKey: Uint8Array, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !data) throw new Error('malformed second-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(serverKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** RECOVERY_CODE_COUNT new recovery codes from the CSPRNG, shown as `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    }
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * The stored form of a normalised recovery code: HMAC-SHA256 with the server key, as the one-time
 * codes of D1 are kept (a fast keyed hash suits random codes of 49 bits; a stolen table alone
 * gives nothing without the key).
 */
export const recoveryCodeHash = (serverKey: Uint8Array, normalized: string): string =>
  hmacHex(serverKey, `recovery:${normalized}`);

/** The QR code of `uri` as a `data:image/svg+xml;base64,...` URL (made on the server, no web bundle cost). */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
