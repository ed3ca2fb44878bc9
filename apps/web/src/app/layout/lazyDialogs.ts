/**
 * The footer's dialogs (share, contact, rate us) as chunks of their own, loaded when a dialog
 * first opens (app/useLazyDialog.ts): their code, and Mantine's Modal with its focus trap and
 * scroll lock, stay off the first route's JavaScript (issue 11, budget in
 * apps/web/scripts/check-budget.mjs).
 */
import { lazyChunk } from '../../lib/lazyChunk';

export const loadShareModal = lazyChunk(() => import('./ShareModal').then((m) => m.ShareModal)).load;
export const loadContactModal = lazyChunk(() => import('./ContactModal').then((m) => m.ContactModal)).load;
export const loadRateModal = lazyChunk(() => import('./RateModal').then((m) => m.RateModal)).load;
