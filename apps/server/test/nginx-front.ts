/**
 * The committed nginx site (deploy/nginx/nikah.conf, issue 32) run for real on loopback, for
 * test/nginx-front.test.ts and `BENCH_FRONT=nginx npm run bench:load`.
 *
 * `renderSite` changes only what a site changes (the lines the file marks "SITE:") plus the listen
 * addresses: the upstream's server lines name the given ports, the listen lines loopback ports
 * (no IPv6, which a container may lack), the certificate a self-signed one made by `makeCertificate` (./certificate.ts),
 * the web assets folder a given one. Each replacement must match the expected number of times, so
 * a change to the committed file that the rendering no longer covers fails loudly instead of
 * testing something else. `startNginx` wraps the site in a main configuration whose pid, logs and
 * temporary folders are in a folder of its own (nginx runs as this user, in the foreground), checks
 * it with `nginx -t` and starts nginx (`workers` worker processes: a number or `auto`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed site file. */
export const SITE_FILE = fileURLToPath(new URL('../../../deploy/nginx/nikah.conf', import.meta.url));

/** The folder of the committed systemd units. */
export const UNITS_DIR = fileURLToPath(new URL('../../../deploy/systemd', import.meta.url));

/** Where Debian puts the nginx binary; the first that exists (or `nginx` on PATH) is used. */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, or null when none is installed (`.ci/run` installs Debian's nginx-light). */
export function findNginx(): string | null {
  const found = NGINX_CANDIDATES.find((p) => fs.existsSync(p));
  if (found) return found;
  return spawnSync('nginx', ['-v']).error ? null : 'nginx';
}

/** True when `command args` can be run (e.g. `openssl version`, `systemd-analyze --version`). */
export function hasCommand(command: string, args: string[]): boolean {
  return !spawnSync(command, args).error;
}

export interface SiteOptions {
  /** Ports of the server processes on 127.0.0.1, in upstream order. */
  upstreams: number[];
  /** Loopback port of the plain HTTP server (the redirect). */
  httpPort: number;
  /** Loopback port of the HTTPS server. */
  httpsPort: number;
  certFile: string;
  keyFile: string;
  /** The built web app's folder (its `assets/` is served by nginx). */
  webRoot: string;
}

/** Replaces `pattern` in `text` with `by`, which must match exactly `times` times. */
function replaceCounted(text: string, pattern: RegExp, by: (match: string) => string, times: number): string {
  let n = 0;
  const out = text.replace(new RegExp(pattern.source, 'gm'), (m) => {
    n += 1;
    return by(m);
  });
  if (n !== times) {
    throw new Error(
      `deploy/nginx/nikah.conf: ${pattern} matched ${n} times, not ${times}; update test/nginx-front.ts`,
    );
  }
  return out;
}

/** The committed site with its site-specific lines replaced for loopback (see the module comment). */
export function renderSite(source: string, opts: SiteOptions): string {
  let text = source;
  // The upstream: one server line per process, in place of the two example lines.
  let first = true;
  text = replaceCounted(
    text,
    /^(\s*)server 127\.0\.0\.1:\d+ (max_fails=\S+ fail_timeout=\S+);$/,
    (line) => {
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      const options = /max_fails=\S+ fail_timeout=\S+;/.exec(line)?.[0] ?? ';';
      if (!first) return '';
      first = false;
      return opts.upstreams.map((port) => `${indent}server 127.0.0.1:${port} ${options}`).join('\n');
    },
    2,
  );
  text = replaceCounted(text, /^\s*listen \[::\]:\d+.*;$/, () => '', 2);
  text = replaceCounted(text, /^(\s*)listen 80;$/, (l) => l.replace('80', `127.0.0.1:${opts.httpPort}`), 1);
  text = replaceCounted(
    text,
    /^(\s*)listen 443 ssl http2;$/,
    (l) => l.replace('443', `127.0.0.1:${opts.httpsPort}`),
    1,
  );
  text = replaceCounted(text, /\/etc\/ssl\/nikah\/fullchain\.pem/, () => opts.certFile, 1);
  text = replaceCounted(text, /\/etc\/ssl\/nikah\/privkey\.pem/, () => opts.keyFile, 1);
  text = replaceCounted(
    text,
    /^(\s*)root \/srv\/nikah\/apps\/web\/dist;$/,
    (l) => l.replace(/\/srv\S+;/, `${opts.webRoot};`),
    1,
  );
  return text;
}

/** The main configuration around the site: foreground, `workers` workers, everything under `dir`. */
function mainConfig(dir: string, siteFile: string, workers: string): string {
  const at = (name: string) => path.join(dir, name);
  return [
    'daemon off;',
    `worker_processes ${workers};`,
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${at('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `    ${t}_temp_path ${at(`${t}-temp`)};`,
    ),
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  child: ChildProcess;
  /** What `nginx -t` printed (it accepted the configuration). */
  checked: string;
  /** The rendered site file. */
  siteFile: string;
  /** The error log's text so far. */
  errorLog(): string;
  /** SIGQUIT (graceful), SIGKILL after 5 s; resolves when nginx has exited. */
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on 127.0.0.1:`port`; throws after `timeoutMs`. */
async function waitListening(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Renders the committed site with `opts` into `dir`, checks it with `nginx -t` (throws with its
 * output when refused), starts nginx with it and resolves once the HTTPS port accepts connections.
 */
export async function startNginx(
  nginx: string,
  dir: string,
  opts: SiteOptions,
  workers = '1',
): Promise<RunningNginx> {
  const siteFile = path.join(dir, 'nikah.conf');
  fs.writeFileSync(siteFile, renderSite(fs.readFileSync(SITE_FILE, 'utf8'), opts));
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, mainConfig(dir, siteFile, workers));
  // -e: the error log before the configuration is read (Debian's default is /var/log/nginx).
  const args = ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')];
  const test = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  const checked = `${test.stdout}${test.stderr}`;
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitListening(opts.httpsPort, child, 10_000);
  return {
    child,
    checked,
    siteFile,
    errorLog: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface FrontResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FrontRequest {
  method?: string;
  /** A JSON body (sets content-type) or raw bytes. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The loopback address the client connects from (127.0.0.2…): what nginx sees as the client's. */
  from?: string;
}

/**
 * One HTTPS request to nginx on 127.0.0.1:`port`, trusting only `ca`, from `opts.from` (default
 * 127.0.0.1), on a connection of its own. Resolves with the status, headers and raw body.
 */
export function httpsCall(
  port: number,
  ca: string,
  url: string,
  opts: FrontRequest = {},
): Promise<FrontResponse> {
  const raw = Buffer.isBuffer(opts.body);
  const payload =
    opts.body === undefined
      ? undefined
      : raw
        ? (opts.body as Buffer)
        : Buffer.from(JSON.stringify(opts.body));
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        ca,
        agent: false,
        localAddress: opts.from ?? '127.0.0.1',
        headers: {
          ...(payload && !raw ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Token ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
