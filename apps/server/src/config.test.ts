/**
 * Configuration rules of issue 28 point 1 and issue 33 point 6: DEV_OUTBOX is off by default and
 * refused in production (DESIGN.md D23); DATA_DIR defaults to `data` in the repository root whatever
 * the working directory, and a relative DATA_DIR is taken from the folder npm was started in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The repository root: the folder of the root package.json (workspaces), three levels up. */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('DEV_OUTBOX', () => {
  it('is off by default, in every mode', () => {
    expect(loadConfig({}).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_OUTBOX).toBe(false);
  });

  it('is on with DEV_OUTBOX=true outside production', () => {
    expect(loadConfig({ DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'test' }).DEV_OUTBOX).toBe(true);
  });

  it('stops the configuration, with a message naming it, when NODE_ENV=production', () => {
    expect(() => loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'production' })).toThrow(
      /DEV_OUTBOX=true is refused when NODE_ENV=production/,
    );
  });
});

describe('DATA_DIR', () => {
  it('defaults to data/ in the repository root, not in the working directory', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      workspaces?: string[];
    };
    expect(pkg.workspaces).toContain('apps/server');
    // Vitest runs in apps/server, as `npm start` does: the default must not land there.
    expect(process.cwd()).not.toBe(REPO_ROOT.replace(/\/$/, ''));
    expect(loadConfig({}).DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
    expect(loadConfig({ INIT_CWD: '/somewhere/else' }).DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('takes a relative DATA_DIR from the folder npm was started in (INIT_CWD), else the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'mine', INIT_CWD: '/srv/nikah' }).DATA_DIR).toBe('/srv/nikah/mine');
    expect(loadConfig({ DATA_DIR: '../d', INIT_CWD: '/srv/nikah' }).DATA_DIR).toBe('/srv/d');
    expect(loadConfig({ DATA_DIR: 'mine' }).DATA_DIR).toBe(path.resolve(process.cwd(), 'mine'));
  });

  it('keeps an absolute DATA_DIR as given', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/nikah', INIT_CWD: '/srv' }).DATA_DIR).toBe('/var/lib/nikah');
  });
});
