/**
 * The accounts feature's public entry (issue 33 point 3): what other areas may import. The session,
 * the error translator, the toast and the shared queries are the app's (app/, lib/); pages load
 * lazily from the router.
 */
export { useChoiceLabel } from './choices';
