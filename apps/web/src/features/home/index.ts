/**
 * The home feature's public entry (issue 33 point 3): the router prefetches the home data. The page
 * loads lazily from the router.
 */
export { prefetchHome } from './queries';
