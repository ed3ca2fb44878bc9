/**
 * The layout feature's public entry (issue 33 point 3): the "partner found" count of the footer
 * and the home page.
 */
export { partnerFoundKey, partnerFoundQuery, usePartnerFound } from './queries';
