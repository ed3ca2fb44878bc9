/**
 * The profiles feature's public entry (issue 33 point 3): the profile card (home, search results,
 * member lists). The new profiles page loads lazily from the router.
 */
export { ProfileCard } from './ProfileCard';
