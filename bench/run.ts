/** `npm run bench`: every benchmark; each writes its figures under bench/results/. */
await import('./blocked-words');
await import('./search');

export {};
