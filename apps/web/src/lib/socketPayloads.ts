/**
 * The socket events' payload schemas (packages/shared realtime.ts, full Zod), loaded by ./socket
 * together with socket.io-client: the header's bell opens the socket on every member page, and
 * Zod is not evaluated at start for it (issue 29). Import it only with `import()` or `import type`.
 */
export { clientEventPayloads, serverEventPayloads } from '@nikah/shared';
