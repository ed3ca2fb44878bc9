/**
 * The guardian feature's public entry (issue 33 point 3): the card of the member's own profile
 * page. Pages load lazily from the router.
 */
export { GuardianCard } from './GuardianCard';
