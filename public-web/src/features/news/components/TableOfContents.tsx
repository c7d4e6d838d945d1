import type { TocEntry } from '@gameshift/contracts';
import type { MouseEvent } from 'react';
import { scrollToSection, useTocTracking } from '../hooks/useTocTracking';
import './TableOfContents.css';
import { useNewsText } from '../newsText';

type TableOfContentsProps = {
  entries: readonly TocEntry[];
  /** The language of the entries (the article's headings) when it is not the page's. */
  lang?: string;
};

/** The article's title and its level-2 and level-3 headings, the current section highlighted. */
export function TableOfContents({ entries, lang }: TableOfContentsProps) {
  const newsText = useNewsText();
  const { activeId, faded } = useTocTracking(entries);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    scrollToSection(id);
  };

  return (
    <nav className={`toc${faded ? ' toc--faded' : ''}`} aria-label={newsText.tableOfContents}>
      <p className="toc__heading" aria-hidden="true">
        {newsText.tableOfContents}
      </p>
      <ol className="toc__list" lang={lang}>
        {entries.map((entry) => (
          <li key={entry.id} className={`toc__item toc__item--level-${entry.level}`}>
            <a
              href={`#${entry.id}`}
              className={`toc__link${entry.id === activeId ? ' toc__link--active' : ''}`}
              aria-current={entry.id === activeId ? 'location' : undefined}
              onClick={(event) => handleClick(event, entry.id)}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
