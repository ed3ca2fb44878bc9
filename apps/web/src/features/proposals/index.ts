/**
 * The proposals feature's public entry (issue 33 point 3): the proposal buttons of a profile page.
 * Pages load lazily from the router.
 */
export { ProposalActions } from './ProposalActions';
