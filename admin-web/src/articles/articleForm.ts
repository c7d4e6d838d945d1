import type { ArticleCategory, ArticleTextInput, ArticleWrite } from '@gameshift/contracts';
import { HttpError } from 'react-admin';

/** The fields of one language an editor writes, in the order the form shows them. */
export const TEXT_FIELDS = [
  'title',
  'excerpt',
  'author',
  'tags',
  'content',
  'image',
  'ogImage',
  'audioFile',
  'audioNote',
  'metaTitle',
  'metaDescription',
] as const satisfies readonly (keyof ArticleTextInput)[];

/** A language's words as its form holds them: anything may be missing while it is being written. */
export type TextValues = Partial<Record<(typeof TEXT_FIELDS)[number], unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The words of a form as the API takes them: tags trimmed, empty ones dropped. */
export function textOf(values: TextValues): ArticleTextInput {
  const tags = Array.isArray(values.tags) ? values.tags.map((tag) => text(tag).trim()).filter((tag) => tag !== '') : [];
  return {
    title: text(values.title),
    excerpt: text(values.excerpt),
    author: text(values.author),
    tags,
    content: text(values.content),
    image: text(values.image),
    ogImage: text(values.ogImage),
    audioFile: text(values.audioFile),
    audioNote: text(values.audioNote),
    metaTitle: text(values.metaTitle),
    metaDescription: text(values.metaDescription),
  };
}

/** The English form as a create or a save sends it: a blank slug on a new article is left for the server to propose. */
export function writeOf(values: TextValues & { slug?: unknown; category?: unknown; revision?: unknown }): ArticleWrite {
  const slug = text(values.slug).trim();
  return {
    ...textOf(values),
    ...(slug !== '' && { slug }),
    category: values.category as ArticleCategory,
    ...(typeof values.revision === 'number' && { revision: values.revision }),
  };
}

/** Why a save was refused, as the page shows it. */
export type Refusal =
  /** Someone saved since the text was loaded: their name and time are in the sentence. */
  | { kind: 'changed'; message: string }
  /** A field of the form the server refused, shown under it. */
  | { kind: 'field'; field: string; message: string }
  | { kind: 'other'; message: string };

/** The server's refusal of a save: its `{error, field, code}` answer sorted for the form that sent it. */
export function refusalOf(error: unknown, fields: readonly string[], fallback: string): Refusal {
  const body =
    error instanceof HttpError && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
  if (body.code === 'article_changed_since') return { kind: 'changed', message };
  if (typeof body.field === 'string' && fields.includes(body.field)) return { kind: 'field', field: body.field, message };
  return { kind: 'other', message };
}
