/**
 * The notification feature's public entry (D21, issue 30): what other features may use. Pages and
 * the bell are loaded lazily by the router and the header (`import()`), never from here.
 */
export { PROPOSAL_SENT_EVENT } from './events';
