/**
 * "The session acts as this profile" is decided in one place, `authorize(actor, 'actAs', ...)`
 * (policy/authorize.ts; DESIGN.md D2, issue 33 point 1). This test reads every non-test source file
 * under src/modules outside modules/policy with the TypeScript compiler and fails on a route or
 * service that decides it by itself:
 * - a comparison (===, !==, ==, !=) of the session's identity (`profileId`, `userId` or `username`
 *   of `memberOf(req)`, `req.member`, a parameter typed `Member` or `Actor`, or a local holding one
 *   of these) with a value the request gave (`req.params`, `req.body`, `req.query`, a name taken out
 *   of them, or a parameter of the enclosing function);
 * - an `if` that throws (or answers 401/403) on a condition that reads the session's identity, or
 *   asks `isOwner`: an inline refusal, such as "403 for an account without a profile".
 * Reading the identity to choose what to answer (an empty list for an account without a profile)
 * is not a refusal and is not reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ID_FIELDS = new Set(['profileId', 'userId', 'username']);
const REQUEST_PARTS = new Set(['params', 'body', 'query']);
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

type FunctionNode = ts.SignatureDeclaration & { parameters: ts.NodeArray<ts.ParameterDeclaration> };

/** The names bound by `name` (an identifier or a destructuring pattern). */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : boundNames(e.name)));
}

function unwrap(e: ts.Expression): ts.Expression {
  let out = e;
  while (ts.isParenthesizedExpression(out) || ts.isNonNullExpression(out) || ts.isAsExpression(out)) {
    out = out.expression;
  }
  return out;
}

/** `req` or `request`: the Fastify request, by the name every route gives it. */
function isRequest(e: ts.Expression): boolean {
  return ts.isIdentifier(e) && (e.text === 'req' || e.text === 'request');
}

/** The findings of one file: `file:line: what`, for each inline ownership check. */
function inlineOwnershipChecks(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const sessions = new Set<string>(); // names holding the session (a Member)
  const sessionIds = new Set<string>(); // names holding the session's id
  const requestValues = new Set<string>(); // names taken out of req.params/body/query
  const findings: string[] = [];
  const at = (n: ts.Node, what: string) =>
    findings.push(`${fileName}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${what}`);

  const isSession = (raw: ts.Expression): boolean => {
    const e = unwrap(raw);
    if (ts.isIdentifier(e)) return sessions.has(e.text);
    if (ts.isCallExpression(e)) return ts.isIdentifier(e.expression) && e.expression.text === 'memberOf';
    return (
      ts.isPropertyAccessExpression(e) &&
      isRequest(e.expression) &&
      ['member', 'session'].includes(e.name.text)
    );
  };
  const isSessionId = (raw: ts.Expression): boolean => {
    const e = unwrap(raw);
    if (ts.isIdentifier(e)) return sessionIds.has(e.text);
    return ts.isPropertyAccessExpression(e) && ID_FIELDS.has(e.name.text) && isSession(e.expression);
  };
  const isRequestPart = (raw: ts.Expression): boolean => {
    const e = unwrap(raw);
    return ts.isPropertyAccessExpression(e) && isRequest(e.expression) && REQUEST_PARTS.has(e.name.text);
  };
  const isFromRequest = (raw: ts.Expression): boolean => {
    const e = unwrap(raw);
    if (ts.isIdentifier(e)) return requestValues.has(e.text);
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const inner = unwrap(e.expression);
      if (
        ts.isPropertyAccessExpression(inner) &&
        isRequest(inner.expression) &&
        REQUEST_PARTS.has(inner.name.text)
      ) {
        return true;
      }
      return isFromRequest(inner);
    }
    return false;
  };
  // A refusal: `throw`, or `return reply.code(401|403)...`/`reply.status(...)`.
  const refuses = (s: ts.Statement): boolean => {
    if (ts.isThrowStatement(s)) return true;
    if (ts.isBlock(s)) return s.statements.some(refuses);
    const text = s.getText(sf);
    return ts.isReturnStatement(s) && /\b(code|status)\(\s*40[13]\s*\)/.test(text);
  };

  // A value the caller gave: out of the request, or a parameter of the enclosing function.
  const given = (raw: ts.Expression, fn: FunctionNode | undefined): boolean => {
    const e = unwrap(raw);
    let root: ts.Expression = e;
    while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) {
      root = unwrap(root.expression);
    }
    const params = fn ? fn.parameters.flatMap((p) => boundNames(p.name)) : [];
    return (
      isFromRequest(e) || (ts.isIdentifier(root) && params.includes(root.text) && !sessions.has(root.text))
    );
  };
  const isNothing = (raw: ts.Expression): boolean => {
    const e = unwrap(raw);
    return e.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(e) && e.text === 'undefined');
  };
  const comparesWithGiven = (n: ts.BinaryExpression, fn: FunctionNode | undefined): boolean =>
    EQUALITY.has(n.operatorToken.kind) &&
    ((isSessionId(n.left) && given(n.right, fn)) || (isSessionId(n.right) && given(n.left, fn)));
  // A condition that decides who the caller may act as: the session's id against a given value or
  // against nothing (an account without a profile), or `isOwner` of something the caller named.
  const decidesIdentity = (n: ts.Node, fn: FunctionNode | undefined): boolean => {
    if (ts.isBinaryExpression(n) && EQUALITY.has(n.operatorToken.kind)) {
      if (comparesWithGiven(n, fn)) return true;
      if ((isSessionId(n.left) && isNothing(n.right)) || (isSessionId(n.right) && isNothing(n.left))) {
        return true;
      }
    }
    if (
      ts.isPrefixUnaryExpression(n) &&
      n.operator === ts.SyntaxKind.ExclamationToken &&
      isSessionId(n.operand)
    ) {
      return true;
    }
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'isOwner') {
      if (n.arguments.some((a) => containsGiven(a, fn))) return true;
    }
    return ts.forEachChild(n, (c) => decidesIdentity(c, fn) || undefined) ?? false;
  };
  const containsGiven = (n: ts.Node, fn: FunctionNode | undefined): boolean =>
    (ts.isExpression(n) && given(n, fn)) ||
    (ts.forEachChild(n, (c) => containsGiven(c, fn) || undefined) ?? false);

  const reported = new Set<ts.Node>();
  const within = (n: ts.Node, nodes: Set<ts.Node>): boolean => {
    for (let p: ts.Node | undefined = n; p; p = p.parent) if (nodes.has(p)) return true;
    return false;
  };

  const visit = (n: ts.Node, fn: FunctionNode | undefined): void => {
    if (ts.isParameter(n) && n.type && /\b(Member|Actor)\b/.test(n.type.getText(sf))) {
      boundNames(n.name).forEach((x) => sessions.add(x));
    }
    if (ts.isVariableDeclaration(n) && n.initializer) {
      const names = boundNames(n.name);
      if (isSession(n.initializer)) {
        if (ts.isIdentifier(n.name)) sessions.add(n.name.text);
        // `const { profileId } = memberOf(req)`
        else names.filter((x) => ID_FIELDS.has(x)).forEach((x) => sessionIds.add(x));
      } else if (isSessionId(n.initializer)) {
        names.forEach((x) => sessionIds.add(x));
      } else if (isFromRequest(n.initializer) || isRequestPart(n.initializer)) {
        names.forEach((x) => requestValues.add(x));
      }
    }
    if (ts.isIfStatement(n) && refuses(n.thenStatement) && decidesIdentity(n.expression, fn)) {
      at(n, `refuses on the session's identity: if (${n.expression.getText(sf)})`);
      reported.add(n.expression);
    } else if (ts.isBinaryExpression(n) && comparesWithGiven(n, fn) && !within(n, reported)) {
      at(n, `compares the session's id with a given value: ${n.getText(sf)}`);
    }
    const inner = ts.isFunctionLike(n) && 'parameters' in n ? n : fn;
    ts.forEachChild(n, (c) => visit(c, inner));
  };
  visit(sf, undefined);
  return [...new Set(findings)];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'policy' ? [] : sourceFiles(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('ownership is checked only by the policy', () => {
  it('finds no inline ownership check in src/modules outside modules/policy', () => {
    const found = sourceFiles(MODULES).flatMap((f) =>
      inlineOwnershipChecks(path.relative(MODULES, f), readFileSync(f, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('reports the inline checks it is written for, and not a read of the identity', () => {
    const found = (src: string) =>
      inlineOwnershipChecks('x.ts', src).map((f) => f.replace(/^x\.ts:\d+: /, ''));
    expect(
      found('r.post("/", async (req) => { if (req.member.profileId !== req.params.user) throw e; });'),
    ).toEqual(["refuses on the session's identity: if (req.member.profileId !== req.params.user)"]);
    expect(
      found(
        'async (req) => { const { user } = req.body; if (memberOf(req).profileId != user) return reply.code(403).send(); }',
      ),
    ).toHaveLength(1);
    expect(
      found('function f(member: Member, profileId: number) { return member.profileId === profileId; }'),
    ).toEqual(["compares the session's id with a given value: member.profileId === profileId"]);
    expect(
      found('function f(caller: Member, username: string) { if (caller.username !== username) throw e; }'),
    ).toEqual(["refuses on the session's identity: if (caller.username !== username)"]);
    expect(
      found(
        'const own = (req) => { const id = memberOf(req).profileId; if (id === null) throw e; return id; };',
      ),
    ).toEqual(["refuses on the session's identity: if (id === null)"]);
    expect(found('(req) => { if (!isOwner(memberOf(req), { id: req.params.user })) throw e; }')).toEqual([
      "refuses on the session's identity: if (!isOwner(memberOf(req), { id: req.params.user }))",
    ]);
    expect(found('function f(actor: Member) { if (actor.profileId === null) { throw e; } }')).toHaveLength(1);
    expect(found('function f(actor: Actor) { if (!actor.profileId) throw e; }')).toHaveLength(1);
    // Choosing an answer by the identity, a rule about a stored row, and the policy's own call: fine.
    expect(
      found('function f(member: Member) { if (member.profileId === null) return { results: [] }; }'),
    ).toEqual([]);
    expect(found('function f(row: Row, id: number) { if (row.senderId === id) throw e; }')).toEqual([]);
    expect(
      found('async function f(actor: Member) { const row = await g(); if (isOwner(actor, row)) throw e; }'),
    ).toEqual([]);
    expect(
      found(
        'async function f(actor: Member, id: number) { const u = (await g(id)).userId; if (u === actor.userId) throw e; }',
      ),
    ).toEqual([]);
    expect(found('(req) => authorize(memberOf(req), "actAs", { profileId: req.params.user })')).toEqual([]);
  });
});
