/**
 * The profile actions' public entry (issue 33 point 3): the buttons of the profile page. Pages
 * (report, delete) load lazily from the router.
 */
export { BiodataButton } from './BiodataButton';
export { OwnerActions } from './OwnerActions';
export { ReportButton } from './ReportButton';
