/**
 * The origin that links in SMS and e-mail start with (DESIGN.md D21; issue 34 point 9): a message
 * opened on a phone needs an absolute address, never a bare path.
 */
import type { Config } from '../config';

/**
 * SITE_URL without its trailing slash when set. Otherwise, outside production, this server's own
 * address (`http://localhost:<PORT>` when it listens on every interface), so that a developer's
 * outbox holds links that open. In production without SITE_URL: '' (links stay paths; the site's
 * address is never taken from a request, whose Host header a client chooses).
 */
export function siteOrigin(config: Pick<Config, 'SITE_URL' | 'NODE_ENV' | 'HOST' | 'PORT'>): string {
  if (config.SITE_URL) return config.SITE_URL.replace(/\/+$/, '');
  if (config.NODE_ENV === 'production') return '';
  const host = ['0.0.0.0', '::', '[::]'].includes(config.HOST) ? 'localhost' : config.HOST;
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${shown}:${config.PORT}`;
}
