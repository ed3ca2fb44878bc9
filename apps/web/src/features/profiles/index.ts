/**
 * The profiles feature's public entry (issue 33 point 3): the profile card and the profile photos.
 * Pages load lazily from the router.
 */
export { ProfileCard } from './ProfileCard';
export { PhotoGallery, ProfileAvatar } from './ProfilePhotos';
