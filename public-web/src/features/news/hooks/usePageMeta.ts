import type { PageMeta } from '@gameshift/contracts';
import { useEffect } from 'react';

const OWN = '[data-page-meta]:not([name="description"])';

function removeOwnTags(): void {
  for (const element of document.head.querySelectorAll(OWN)) element.remove();
}

/**
 * Keeps the head in step with the news page shown: title, description, canonical address and the
 * Open Graph / Twitter tags (the server wrote the first page's; these replace them on navigation).
 */
export function usePageMeta(meta: PageMeta | null): void {
  useEffect(() => {
    if (!meta) return;
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
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = meta.canonical;
    canonical.setAttribute('data-page-meta', '');
    document.head.append(canonical);
    return removeOwnTags;
  }, [meta]);
}
