/**
 * Zod issues with the service's messages (messages.ts, SPEC.md section 5): `installZodMessages()`
 * makes every schema issue carry its message (built-in checks are mapped from the issue, custom
 * ones carry a ref in `params.msg`, see `keyed`). In 'text' mode (server, tests) the issue message
 * is the English text; in 'ref' mode (web) it is the ref encoded with `encodeMessage`, which the
 * web's translation decodes, so form errors translate by key too.
 */
import { z } from 'zod';
import { encodeMessage, messageText, msg, toMessageRef, type MessageRef } from './messages';

/**
 * Options for a Zod refinement whose failure is message `ref`: `.refine(ok, keyed(msg('x')))`.
 * Only custom issues keep `params`, so every check with its own message is a refinement.
 */
export const keyed = (ref: MessageRef) => ({ params: { msg: ref } });

/** Adds a custom issue with message `ref` at `path` (relative to the refined value). */
export function addMessageIssue(ctx: z.RefinementCtx, ref: MessageRef, path?: PropertyKey[]): void {
  ctx.addIssue({ code: 'custom', params: { msg: ref }, ...(path ? { path } : {}) });
}

type AnyIssue = z.core.$ZodRawIssue | z.core.$ZodIssue;

/**
 * The ref an issue carries in `params.msg`: custom issues from `keyed` and `addMessageIssue`, and
 * every issue whose message `zodMessage` wrote (it records the ref there).
 */
function carriedRef(issue: AnyIssue): MessageRef | undefined {
  return refInIssueParams('params' in issue ? issue.params : undefined);
}

/** The ref in an issue's `params` (`{msg: ref}`), if any: what `keyed` and `zodMessage` put there. */
export function refInIssueParams(params: unknown): MessageRef | undefined {
  if (!params || typeof params !== 'object' || !('msg' in params)) return undefined;
  return toMessageRef(params.msg);
}

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/**
 * The message of a Zod issue as a ref: the ref a custom issue carries, else the SPEC.md section 5
 * message for the built-in check (missing -> required, string lengths in characters, number
 * bounds, e-mail, URL, choices); anything else is `invalidValue`.
 */
export function issueRef(issue: AnyIssue): MessageRef {
  const carried = carriedRef(issue);
  if (carried) return carried;
  switch (issue.code) {
    case 'custom':
      return msg('invalidValue');
    case 'invalid_type':
      if ('input' in issue && isEmpty(issue.input)) return msg('required');
      return issue.expected === 'number' || issue.expected === 'int'
        ? msg('invalidNumbers')
        : msg('invalidValue');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) === 1 ? msg('required') : msg('minChars', { n: Number(issue.minimum) });
      }
      if (issue.origin === 'number' || issue.origin === 'int') {
        return msg('gte', { n: Number(issue.minimum) });
      }
      return msg('invalidValue');
    case 'too_big':
      if (issue.origin === 'string') return msg('maxChars', { n: Number(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'int') {
        return msg('lte', { n: Number(issue.maximum) });
      }
      return msg('invalidValue');
    case 'invalid_format':
      if (issue.format === 'email') return msg('invalidEmail');
      if (issue.format === 'url') return msg('invalidUrl');
      return msg('invalidValue');
    case 'invalid_value':
      return 'input' in issue && (issue.input === undefined || issue.input === null)
        ? msg('required')
        : msg('invalidChoice');
    case 'unrecognized_keys':
      return msg('unknownFields', { fields: issue.keys.join(', ') });
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return msg('invalidValue');
  }
}

/** How issue messages are written: English text (server, tests) or encoded refs (web forms). */
export type IssueMessageMode = 'text' | 'ref';

declare global {
  /**
   * The mode a page sets before Zod loads (the web app's app/zodConfig.ts): `ref` there, so its
   * pages need not evaluate Zod at their start only to install the mode (issue 29).
   */
  var __nikah_zodIssueMode: IssueMessageMode | undefined;
}

let issueMode: IssueMessageMode = globalThis.__nikah_zodIssueMode === 'ref' ? 'ref' : 'text';

/**
 * The message of a raw issue in the installed mode. It also records the ref in the issue's
 * `params.msg`: Zod copies the raw issue's fields into the final one after asking for the message,
 * and the final issue has lost what the ref depends on (the input, for 'required').
 */
export function zodMessage(issue: z.core.$ZodRawIssue): string {
  const ref = issueRef(issue);
  if (!carriedRef(issue)) {
    const params: unknown = 'params' in issue ? issue.params : undefined;
    Object.assign(issue, { params: { ...(params && typeof params === 'object' ? params : {}), msg: ref } });
  }
  return issueMode === 'ref' ? encodeMessage(ref) : messageText(ref);
}

/** Installs `zodMessage` as Zod's global error map, with English issue messages (the default). */
export function installZodMessages(): void {
  issueMode = 'text';
  z.config({ customError: zodMessage });
}

/**
 * Installs `zodMessage` with issue messages that are encoded refs (`encodeMessage`): the web app,
 * whose form errors are translated by key.
 */
export function installZodMessageRefs(): void {
  issueMode = 'ref';
  z.config({ customError: zodMessage });
}

// Schemas carry refs instead of texts, so they need the map even before anyone installs it; in
// the mode the page chose before Zod loaded (English text unless it chose refs).
z.config({ customError: zodMessage });
