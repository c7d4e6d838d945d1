import { formatCount } from './format';

/**
 * The texts of the news pages, the embedded post card and the 404 page: apart from the public
 * catalogue, so that `/` does not load them with its first screen.
 */
export function createNewsMessages(product: string) {
  return Object.freeze({
    // News
    noArticles: 'No articles available yet. Check back soon!',
    articleNotFound: 'Article Not Found',
    articleNotFoundDetail: "The article you're looking for doesn't exist.",
    backToLearn: 'Back to Learn',
    articlePageTitle: (title: string) => `${title} | ${product} News`,
    listen: 'Listen',
    share: 'Share',
    shareFailed: 'Failed to share article',
    shared: 'Shared successfully!',
    linkCopied: 'Link copied to clipboard!',

    // Embedded post card
    copied: 'Copied!',
    copyLink: 'Copy link',
    tweetNotFound: 'Tweet not found',
    tweetNotFoundDetail: 'The embedded tweet could not be found...',
    replyingTo: (handle: string) => `Replying to @${handle}`,
    readReplies: (count: number) => `Read ${formatCount(count)} replies`,
    readMoreOn: (platform: string) => `Read more on ${platform}`,
    continueWatchingOn: (platform: string) => `Continue watching on ${platform}`,
    viewReplies: 'View replies',

    // 404 page
    notFoundCode: '404',
    wrongTurn: 'Wrong turn',
    secretLevel: 'Looks like that secret level was secret after all.',
  });
}

export type NewsMessages = ReturnType<typeof createNewsMessages>;
