/**
 * The chat feature's public entry (issue 33 point 3): the chat socket's events, which the group
 * chat shares (one socket per tab). Pages load lazily from the router.
 */
export { onReconnect, subscribe } from './chatSocket';
