import { lazy, Suspense } from 'react';
import { useIsClient } from '../../../hooks/useIsClient';
import { useLocaleTag } from '../../../lib/locale';
import { useNewsText } from '../newsText';

// The post card (react-tweet) loads only when an article embeds a post.
const EmbeddedPost = lazy(() => import('./EmbeddedPost'));

function PostPlaceholder() {
  const newsText = useNewsText();
  return (
    <div className="post-placeholder" role="status" lang={useLocaleTag()}>
      <span className="sr-only">{newsText.postLoading}</span>
    </div>
  );
}

/** The post card, with a placeholder of its size while it loads. */
export function EmbeddedPostCard({ id }: { id: string }) {
  return (
    <Suspense fallback={<PostPlaceholder />}>
      <EmbeddedPost id={id} />
    </Suspense>
  );
}

/** The server's HTML (and the hydration of it) holds the placeholder; the post loads in the browser. */
export function PostSlot({ id }: { id: string }) {
  const isClient = useIsClient();
  if (!isClient) return <PostPlaceholder />;
  return <EmbeddedPostCard id={id} />;
}
