import type { ArticleCategory } from './article-categories';

/**
 * The news pages' chrome (list, article, contents, toasts, read-aloud player) and the news list's
 * head: apart from the site's catalogue, so that `/` does not load them.
 */
export function createNewsPageMessages(product: string) {
  return {
    listEyebrow: 'Learn',
    listHeading: `${product} News`,
    listDescription: `Launch news, updates and guides from the ${product} team.`,
    readingTime: (minutes: number) => `${minutes} min read`,
    byAuthor: (author: string) => `By ${author}`,
    /** An article's category by its key: the site's words, shown in the page's language whatever the article's. */
    categories: {
      announcements: 'Announcements',
      updates: 'Updates',
      guides: 'Guides',
      roadmap: 'Roadmap',
    } satisfies Record<ArticleCategory, string>,
    back: 'Back',
    articleActions: 'Article actions',
    tableOfContents: 'On this page',
    postLoading: 'Loading post...',
    postLikes: (count: string) => `Like. This post has ${count} likes`,
    postReply: 'Reply',
    notifications: 'Notifications',
    dismiss: 'Dismiss',
    player: {
      region: 'Read aloud',
      playing: 'Reading aloud',
      paused: 'Paused',
      ready: 'Ready to read',
      play: 'Play',
      pause: 'Pause',
      resume: 'Resume',
      stop: 'Stop',
      stopListening: 'Stop listening',
      settings: 'Settings',
      reset: 'Reset',
      progress: 'Progress',
      speed: 'Speed',
      pitch: 'Pitch',
      pitchPreset: (pitch: number) => `Pitch ${pitch}`,
      voice: 'Voice',
      sentence: (index: number, total: number) => `Sentence ${index} of ${total}`,
      time: (current: string, total: string) => `${current} / ${total}`,
    },
  } as const;
}

export type NewsPageMessages = ReturnType<typeof createNewsPageMessages>;
