/**
 * The privacy feature's public entry (DESIGN.md D22, issue 31): the consent notice of the signup's
 * code step, "Download my data" of the member's own profile page, and the dialog that asks a member
 * to accept a changed notice. The /privacy page loads lazily from the router.
 */
export { SignupConsent } from './SignupConsent';
export { DataExportCard } from './DataExportCard';
export { ConsentGate } from './ConsentGate';
