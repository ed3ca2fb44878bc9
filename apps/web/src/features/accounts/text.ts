/**
 * Wraps left-to-right text (a phone number, an e-mail, a code) in Unicode isolates so that it
 * keeps its order inside right-to-left (Urdu) sentences.
 */
export function isolate(text: string): string {
  return `\u2066${text}\u2069`;
}
