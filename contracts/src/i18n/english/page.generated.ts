// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.

/** The English texts of the catalogue's `page` section. */
export function createPageMessages() {
  return Object.freeze({
    description: 'Reserve your player ID before launch.',
    noscript: 'This site needs JavaScript to reserve your ID.',
  });
}

export type PageMessages = ReturnType<typeof createPageMessages>;
