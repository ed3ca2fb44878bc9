/**
 * The discovery feature's public entry (issue 33 point 3): the pager, and the profile page's photos
 * and panels for a visitor or another member (the profile detail's strings are discovery's). Pages
 * load lazily from the router.
 */
export { ContactViews } from './ContactViews';
export { NonOwnerActions, NonOwnerContact, NonOwnerPhotos } from './NonOwnerPanel';
export { Paging } from './Paging';
export { PhotoGallery, ProfileAvatar } from './ProfilePhotos';
