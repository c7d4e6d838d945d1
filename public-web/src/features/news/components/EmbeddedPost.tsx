import { COPY_CONFIRMATION_MS, formatCount, POST_PLATFORM } from '@gameshift/contracts';
import { useEffect, useMemo, useState } from 'react';
import {
  enrichTweet,
  QuotedTweet,
  TweetContainer,
  TweetHeader,
  TweetInReplyTo,
  TweetMedia,
  TweetSkeleton,
  TweetBody,
  type EnrichedTweet,
} from 'react-tweet';
import type { Tweet } from 'react-tweet/api';
import { useLocale, useLocaleTag } from '../../../lib/locale';
import { useNewsMessages } from '../../../newsMessages';
import './EmbeddedPost.css';
import { useNewsText } from '../newsText';
import { usePost } from '../hooks/usePost';
import { formatPostTime } from '../utils/postTime';

type EmbeddedPostProps = {
  id: string;
};

type PostPartProps = {
  tweet: EnrichedTweet;
};

function CopyLinkButton({ tweet }: PostPartProps) {
  const newsMessages = useNewsMessages();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const handleCopy = () => {
    navigator.clipboard.writeText(tweet.url).then(
      () => setCopied(true),
      (error: unknown) => console.error('Copying the post link failed', error),
    );
  };

  return (
    <button type="button" className="post-action" onClick={handleCopy}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="post-action__icon">
        {copied ? (
          <path d="M9.64 18.952l-5.55-4.861 1.317-1.504 3.951 3.459 8.459-10.948L19.4 6.32 9.64 18.952z" />
        ) : (
          <path d="M18.36 5.64c-1.95-1.96-5.11-1.96-7.07 0L9.88 7.05 8.46 5.64l1.42-1.42c2.73-2.73 7.16-2.73 9.9 0 2.73 2.74 2.73 7.17 0 9.9l-1.42 1.42-1.41-1.42 1.41-1.41c1.96-1.96 1.96-5.12 0-7.07zm-2.12 3.53l-7.07 7.07-1.41-1.41 7.07-7.07 1.41 1.41zm-12.02.71l1.42-1.42 1.41 1.42-1.41 1.41c-1.96 1.96-1.96 5.12 0 7.07 1.95 1.96 5.11 1.96 7.07 0l1.41-1.41 1.42 1.41-1.42 1.42c-2.73 2.73-7.16 2.73-9.9 0-2.73-2.74-2.73-7.17 0-9.9z" />
        )}
      </svg>
      <span aria-live="polite">{copied ? newsMessages.copied : newsMessages.copyLink}</span>
    </button>
  );
}

/**
 * When the post was written, linking to it: in the reader's time zone and the page's language, as
 * the card's other words are. (react-tweet's own line writes it in American English, with a date
 * formatter made as its module loads.)
 */
function PostTime({ tweet }: PostPartProps) {
  const locale = useLocale();
  const tag = useLocaleTag();
  const at = new Date(tweet.created_at);
  if (Number.isNaN(at.getTime())) return null;
  return (
    <div className="post-time" lang={tag}>
      <a href={tweet.url} target="_blank" rel="noopener noreferrer">
        <time dateTime={at.toISOString()}>{formatPostTime(at, locale)}</time>
      </a>
    </div>
  );
}

/** Like, Reply and Copy link, with the like count shortened (K above 999, M above 999,999). */
function PostActions({ tweet }: PostPartProps) {
  const newsText = useNewsText();
  const likes = formatCount(tweet.favorite_count);
  // The card's own words are the page's, also inside an article shown in English.
  return (
    <div className="post-actions" lang={useLocaleTag()}>
      <a
        className="post-action post-action--like"
        href={tweet.like_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={newsText.postLikes(likes)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="post-action__icon">
          <path d="M20.884 13.19c-1.351 2.48-4.001 5.12-8.379 7.67l-.503.3-.504-.3c-4.379-2.55-7.029-5.19-8.382-7.67-1.36-2.5-1.41-4.86-.514-6.67.887-1.79 2.647-2.91 4.601-3.01 1.651-.09 3.368.56 4.798 2.01 1.429-1.45 3.146-2.1 4.796-2.01 1.954.1 3.714 1.22 4.601 3.01.896 1.81.846 4.17-.514 6.67z" />
        </svg>
        <span>{likes}</span>
      </a>
      <a className="post-action" href={tweet.reply_url} target="_blank" rel="noopener noreferrer">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="post-action__icon">
          <path d="M1.751 10c0-4.42 3.584-8 8.005-8h4.366c4.49 0 8.129 3.64 8.129 8.13 0 2.96-1.607 5.68-4.196 7.11l-8.054 4.46v-3.69h-.067c-4.49.1-8.183-3.51-8.183-8.01z" />
        </svg>
        <span>{newsText.postReply}</span>
      </a>
      <CopyLinkButton tweet={tweet} />
    </div>
  );
}

function PostReplies({ tweet }: PostPartProps) {
  const newsMessages = useNewsMessages();
  return (
    <a className="post-replies" href={tweet.url} target="_blank" rel="noopener noreferrer" lang={useLocaleTag()}>
      {tweet.conversation_count > 0 ? newsMessages.readReplies(tweet.conversation_count) : newsMessages.readMoreOn(POST_PLATFORM)}
    </a>
  );
}

function PostCard({ data }: { data: Tweet }) {
  const tweet = useMemo(() => enrichTweet(data), [data]);
  return (
    <TweetContainer>
      <TweetHeader tweet={tweet} />
      {tweet.in_reply_to_status_id_str && <TweetInReplyTo tweet={tweet} />}
      <TweetBody tweet={tweet} />
      {tweet.mediaDetails?.length ? <TweetMedia tweet={tweet} /> : null}
      {tweet.quoted_tweet && <QuotedTweet tweet={tweet.quoted_tweet} />}
      <PostTime tweet={tweet} />
      <PostActions tweet={tweet} />
      <PostReplies tweet={tweet} />
    </TweetContainer>
  );
}

function PostNotFound() {
  const newsMessages = useNewsMessages();
  return (
    <TweetContainer>
      <div className="post-not-found" lang={useLocaleTag()}>
        <p className="post-not-found__title">{newsMessages.tweetNotFound}</p>
        <p>{newsMessages.tweetNotFoundDetail}</p>
      </div>
    </TweetContainer>
  );
}

/**
 * A post embedded in an article, rendered with react-tweet's parts. Its data comes from our own
 * /api/tweet/:id (never a third party from the browser); a skeleton shows while it loads, and a
 * failure shows 'Tweet not found' with no retry.
 */
export default function EmbeddedPost({ id }: EmbeddedPostProps) {
  const post = usePost(id);
  if (post.status === 'loading') return <TweetSkeleton />;
  if (post.status === 'missing') return <PostNotFound />;
  return <PostCard data={post.post} />;
}
