import { createHeadingSlugger, embeddedPostId } from '@gameshift/contracts';

/** The part of a markdown syntax tree (mdast) this plugin reads and writes. */
type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  alt?: string;
  url?: string;
  depth?: number;
  data?: { hName?: string; hProperties?: Record<string, unknown> };
};

/** Class of the placeholder element a post card is rendered into. */
export const POST_EMBED_CLASS = 'post-embed';

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  if (typeof node.alt === 'string') return node.alt;
  return (node.children ?? []).map(textOf).join('');
}

function isBlank(node: MdNode): boolean {
  return node.type === 'text' && (node.value ?? '').trim() === '';
}

function postEmbed(id: string): MdNode {
  return { type: 'postEmbed', children: [], data: { hName: 'div', hProperties: { className: [POST_EMBED_CLASS], dataPostId: id } } };
}

/**
 * A paragraph that is only a post link becomes one post card; a bare post link (its text is its
 * address) inside a paragraph splits the paragraph around a card.
 */
function embedPosts(paragraph: MdNode): MdNode[] {
  const children = paragraph.children ?? [];
  const meaningful = children.filter((child) => !isBlank(child));
  if (meaningful.length === 1 && meaningful[0].type === 'link') {
    const id = embeddedPostId({ href: meaningful[0].url ?? '', text: textOf(meaningful[0]) }, true);
    if (id) return [postEmbed(id)];
  }
  const out: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.some((child) => !isBlank(child))) out.push({ ...paragraph, children: run });
    run = [];
  };
  for (const child of children) {
    const id = child.type === 'link' ? embeddedPostId({ href: child.url ?? '', text: textOf(child) }, false) : null;
    if (id) {
      flush();
      out.push(postEmbed(id));
    } else {
      run.push(child);
    }
  }
  flush();
  return out.length === 1 && out[0].type === 'paragraph' ? [paragraph] : out;
}

export type RemarkArticleOptions = {
  /** The article title's id, taken first so no heading can repeat it. */
  title: string;
};

/**
 * remark plugin for article bodies: gives every heading its anchor id by headingId's rule (the ids the
 * table of contents links to) and turns post links into post-card placeholders.
 */
export function remarkArticle(options: RemarkArticleOptions) {
  return (tree: MdNode) => {
    const slug = createHeadingSlugger();
    slug(options.title);
    const visit = (node: MdNode) => {
      if (node.type === 'heading') {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: slug(textOf(node)) } };
        return;
      }
      if (!node.children) return;
      if (node.children.some((child) => child.type === 'paragraph')) {
        node.children = node.children.flatMap((child) => (child.type === 'paragraph' ? embedPosts(child) : [child]));
      }
      node.children.forEach(visit);
    };
    visit(tree);
  };
}
