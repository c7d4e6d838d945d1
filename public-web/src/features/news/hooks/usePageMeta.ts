import { localizedMeta, metaAlternates, type PageMeta } from '@gameshift/contracts';
import { useEffect } from 'react';
import { useLocale } from '../../../lib/locale';

const OWN = '[data-page-meta]:not([name="description"])';

function removeOwnTags(): void {
  for (const element of document.head.querySelectorAll(OWN)) element.remove();
}

function ownLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.setAttribute('data-page-meta', '');
  document.head.append(link);
}

/**
 * Keeps the head in step with the news page shown: title, description, canonical address, the
 * addresses of its other language versions and the Open Graph / Twitter tags (the server wrote the
 * first page's; these replace them on navigation). `meta` is the English page's: the canonical
 * address and og:url become this language's, as the server writes them. A page that does not exist
 * has no language versions to list (`exists: false`).
 */
export function usePageMeta(english: PageMeta | null, { exists = true } = {}): void {
  const locale = useLocale();
  useEffect(() => {
    if (!english) return;
    const meta = localizedMeta(english, locale);
    document.title = meta.title;
    let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = meta.description;
    description.setAttribute('data-page-meta', '');

    removeOwnTags();
    for (const tag of meta.tags) {
      const element = document.createElement('meta');
      element.setAttribute(tag.attr, tag.key);
      element.content = tag.content;
      element.setAttribute('data-page-meta', '');
      document.head.append(element);
    }
    ownLink({ rel: 'canonical', href: meta.canonical });
    if (exists) for (const [hreflang, href] of metaAlternates(english)) ownLink({ rel: 'alternate', hreflang, href });
    return removeOwnTags;
  }, [english, locale, exists]);
}
