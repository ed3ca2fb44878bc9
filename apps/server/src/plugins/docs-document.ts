/**
 * The last touches of the generated API document (issue 33 point 9): each operation's error
 * answers as references to `components.responses`, and the JSON schemas Zod gives for OpenAPI 3.0
 * tidied where they say something the format cannot: `nullable` beside `anyOf`/`oneOf` without a `type` (OpenAPI 3.0 ignores
 * `nullable` without a `type` beside it, so `null` was not allowed), and the same member twice in
 * an `anyOf`/`oneOf` (a tuple of two equal items becomes `items.anyOf` of two equal schemas).
 */

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const isList = (v: unknown): v is unknown[] => Array.isArray(v);

/** Members written once each, in order. */
function distinct(members: unknown[]): unknown[] {
  const seen = new Set<string>();
  return members.filter((m) => {
    const key = JSON.stringify(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function tidy(node: Node): void {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = node[key];
    if (!Array.isArray(members)) continue;
    const once = distinct(members);
    const only = once[0];
    if (once.length === 1 && isNode(only) && Object.keys(only).every((k) => !(k in node) || k === key)) {
      delete node[key];
      Object.assign(node, only);
    } else {
      node[key] = once;
    }
  }
  // Null goes to the first member with a type, where OpenAPI 3.0 reads it.
  const members = node.anyOf ?? node.oneOf;
  if (node.nullable === true && node.type === undefined && Array.isArray(members)) {
    const typed = members.find((m): m is Node => isNode(m) && m.type !== undefined);
    if (typed) {
      typed.nullable = true;
      delete node.nullable;
    }
  }
}

/** Walks the whole document (paths and components) and tidies every schema in place. */
export function tidySchemas(doc: object): void {
  const stack: unknown[] = [doc];
  while (stack.length > 0) {
    const value = stack.pop();
    if (isList(value)) stack.push(...value);
    else if (isNode(value)) {
      tidy(value);
      stack.push(...Object.values(value));
    }
  }
}

/** The operation's extension that carries its error answers from the route transform to here. */
export const ERRORS_KEY = 'x-errors';

/**
 * Replaces each operation's `x-errors` (names of `components.responses`) by those answers under
 * their status in `responses`, as references; an answer the route declares itself wins.
 */
export function referErrors(doc: object, statusOf: Readonly<Record<string, string>>): void {
  const paths = isNode(doc) ? doc.paths : undefined;
  for (const item of isNode(paths) ? Object.values(paths) : []) {
    for (const op of isNode(item) ? Object.values(item) : []) {
      if (!isNode(op)) continue;
      const names = op[ERRORS_KEY];
      delete op[ERRORS_KEY];
      const responses = isNode(op.responses) ? op.responses : (op.responses = {});
      for (const name of isList(names) ? names : []) {
        const status = typeof name === 'string' ? statusOf[name] : undefined;
        if (status) responses[status] ??= { $ref: `#/components/responses/${String(name)}` };
      }
    }
  }
}
