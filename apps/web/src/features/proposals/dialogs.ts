/**
 * The proposal dialogs of a profile's detail as chunks of their own, loaded at the first tap
 * (app/useLazyDialog.ts; issue 29): their forms, Mantine's Modal and the note's shared rules
 * (proposal-note, text safety) stay off the JavaScript the profile page loads and runs at start.
 */
import { lazyChunk } from '../../lib/lazyChunk';

export const loadNoteDialog = lazyChunk(() => import('./NoteDialog').then((m) => m.NoteDialog)).load;
export const loadRejectDialog = lazyChunk(() => import('./RejectDialog').then((m) => m.RejectDialog)).load;
export const loadWhatsappDialog = lazyChunk(() =>
  import('./WhatsappDialog').then((m) => m.WhatsappDialog),
).load;
