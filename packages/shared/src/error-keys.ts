/**
 * The `X-Error-Keys` header of an error answer (DESIGN.md D18): the keys of its messages
 * (messages.ts), so the web translates them without parsing the English text.
 */
import { toMessageRef, type MessageRef } from './messages';

/**
 * The out-of-band keys of an error answer (the `X-Error-Keys` header, DESIGN.md D18): the ref of
 * `detail`, or the refs of each field's messages in body order (null where a message has no key).
 */
export interface ErrorKeys {
  detail?: MessageRef | null;
  fields?: Record<string, (MessageRef | null)[]>;
}

/**
 * `ErrorKeys` as a header value: JSON with every non-ASCII character escaped (`\uXXXX`), so
 * parameters such as a blocked word in Urdu survive HTTP header encoding and control characters
 * can never split the header.
 */
export function encodeErrorKeys(keys: ErrorKeys): string {
  return JSON.stringify(keys).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const refOrNull = (v: unknown): MessageRef | null => toMessageRef(v) ?? null;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads an `X-Error-Keys` header value; an absent or malformed header gives `{}`, an unknown key
 * gives null for that message (the web then shows the English text it came with).
 */
export function parseErrorKeys(header: string | null | undefined): ErrorKeys {
  if (!header) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(header);
  } catch {
    return {};
  }
  // Checked by hand, not with Zod: the web app reads this header on every failed call, and Zod
  // would then be evaluated at the start of every page that can show an error (issue 29).
  if (!isRecord(raw)) return {};
  const { detail, fields } = raw;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every(Array.isArray))) return {};
  const out: ErrorKeys = {};
  if (detail !== undefined) out.detail = refOrNull(detail);
  if (fields !== undefined) {
    out.fields = Object.fromEntries(
      Object.entries(fields as Record<string, unknown[]>).map(([field, refs]) => [
        field,
        refs.map(refOrNull),
      ]),
    );
  }
  return out;
}
