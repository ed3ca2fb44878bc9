/**
 * The `X-Error-Keys` header of an error answer (DESIGN.md D18): the keys of its messages
 * (messages.ts), so the web translates them without parsing the English text.
 */
import { z } from 'zod';
import { messageRefSchema, type MessageRef } from './messages';

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

const refOrNull = (v: unknown): MessageRef | null => {
  const r = messageRefSchema.safeParse(v);
  return r.success ? r.data : null;
};

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
  const shape = z
    .object({
      detail: z.unknown().optional(),
      fields: z.record(z.string(), z.array(z.unknown())).optional(),
    })
    .safeParse(raw);
  if (!shape.success) return {};
  const out: ErrorKeys = {};
  if (shape.data.detail !== undefined) out.detail = refOrNull(shape.data.detail);
  if (shape.data.fields) {
    out.fields = Object.fromEntries(
      Object.entries(shape.data.fields).map(([field, refs]) => [field, refs.map(refOrNull)]),
    );
  }
  return out;
}
