// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishCount, englishNumber } from '../english-runtime';

/** The English texts of the catalogue's `news` section. */
export function createNewsMessages(product: string) {
  return Object.freeze({
    noArticles: 'No articles available yet. Check back soon!',
    articleNotFound: 'Article Not Found',
    articleNotFoundDetail: "The article you're looking for doesn't exist.",
    backToLearn: 'Back to Learn',
    articlePageTitle: (title: string | number) => `${englishNumber(title)} | ${product} News`,
    listen: 'Listen',
    share: 'Share',
    shareFailed: 'Failed to share article',
    shared: 'Shared successfully!',
    linkCopied: 'Link copied to clipboard!',
    copied: 'Copied!',
    copyLink: 'Copy link',
    tweetNotFound: 'Tweet not found',
    tweetNotFoundDetail: 'The embedded tweet could not be found...',
    replyingTo: (handle: string | number) => `Replying to @${englishNumber(handle)}`,
    readReplies: (count: number) => `Read ${englishCount(count)} replies`,
    readMoreOn: (platform: string | number) => `Read more on ${englishNumber(platform)}`,
    continueWatchingOn: (platform: string | number) => `Continue watching on ${englishNumber(platform)}`,
    viewReplies: 'View replies',
    notFoundCode: '404',
    wrongTurn: 'Wrong turn',
    secretLevel: 'Looks like that secret level was secret after all.',
  });
}

export type NewsMessages = ReturnType<typeof createNewsMessages>;
