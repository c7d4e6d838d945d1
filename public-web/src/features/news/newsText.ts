import { config } from '../../lib/config';

const product = config.productName;

/** The news pages' own copy, kept with the feature so that `/` does not carry it. */
export const newsText = {
  listEyebrow: 'Learn',
  listHeading: `${product} News`,
  readingTime: (minutes: number) => `${minutes} min read`,
  byAuthor: (author: string) => `By ${author}`,
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
