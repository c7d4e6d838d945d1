import { safeMarkdownUrl } from '@gameshift/contracts';
import { useMemo, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { useMessages } from '../../../hooks/useMessages';
import { POST_EMBED_CLASS, remarkArticle } from '../utils/remarkArticle';
import { PostSlot } from './PostSlot';

type MarkdownBodyProps = {
  title: string;
  markdown: string;
};

function MarkdownLink({ href = '', children, node: _node, ...rest }: ComponentProps<'a'> & ExtraProps) {
  const { uiMessages } = useMessages();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (/^https?:/i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> {uiMessages.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <a href={href || undefined} {...rest}>
      {children}
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  img: ({ node: _node, alt = '', ...rest }) => <img alt={alt} loading="lazy" decoding="async" {...rest} />,
  h2: ({ node: _node, ...rest }) => <h2 tabIndex={-1} {...rest} />,
  h3: ({ node: _node, ...rest }) => <h3 tabIndex={-1} {...rest} />,
  div: ({ node, ...rest }) => {
    const id = node?.properties?.dataPostId;
    if (typeof id !== 'string' || !(rest.className ?? '').split(' ').includes(POST_EMBED_CLASS)) return <div {...rest} />;
    return (
      <div className={POST_EMBED_CLASS} data-theme="dark" data-post-id={id}>
        <PostSlot id={id} />
      </div>
    );
  },
};

/**
 * An article body: markdown with GitHub extensions, raw HTML dropped, and only the link schemes
 * MARKDOWN_LINK_SCHEMES allows (images: web addresses only).
 */
export function MarkdownBody({ title, markdown }: MarkdownBodyProps) {
  const remarkPlugins: Options['remarkPlugins'] = useMemo(() => [remarkGfm, [remarkArticle, { title }]], [title]);
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      skipHtml
      urlTransform={(url, key) => safeMarkdownUrl(url, key === 'src' ? 'image' : 'link') || null}
      components={components}
    >
      {markdown}
    </Markdown>
  );
}
