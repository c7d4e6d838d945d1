/**
 * The page template's own texts (its description before a page sets one, and the line shown
 * without JavaScript): written by the server into each page, so no script carries them.
 */
export function createPageMessages() {
  return {
    description: 'Reserve your player ID before launch.',
    noscript: 'This site needs JavaScript to reserve your ID.',
  } as const;
}

export type PageMessages = ReturnType<typeof createPageMessages>;
