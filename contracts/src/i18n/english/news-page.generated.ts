// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishNumber } from '../english-runtime';

/** The English texts of the catalogue's `newsPage` section. */
export function createNewsPageMessages(product: string) {
  return Object.freeze({
    listEyebrow: 'Learn',
    listHeading: `${product} News`,
    listDescription: `Launch news, updates and guides from the ${product} team.`,
    readingTime: (minutes: string | number) => `${englishNumber(minutes)} min read`,
    byAuthor: (author: string | number) => `By ${englishNumber(author)}`,
    categories: { announcements: 'Announcements', updates: 'Updates', guides: 'Guides', roadmap: 'Roadmap' },
    back: 'Back',
    articleActions: 'Article actions',
    tableOfContents: 'On this page',
    postLoading: 'Loading post...',
    postLikes: (count: string | number) => `Like. This post has ${englishNumber(count)} likes`,
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
      pitchPreset: (pitch: string | number) => `Pitch ${englishNumber(pitch)}`,
      voice: 'Voice',
      sentence: (index: string | number, total: string | number) => `Sentence ${englishNumber(index)} of ${englishNumber(total)}`,
      time: (current: string | number, total: string | number) => `${englishNumber(current)} / ${englishNumber(total)}`,
    },
  });
}

export type NewsPageMessages = ReturnType<typeof createNewsPageMessages>;
