import { articleNotFoundMeta } from '@gameshift/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/StatusPanel';
import { config, pageOrigin } from '../../../lib/config';
import { useNewsMessages } from '../../../newsMessages';
import { usePageMeta } from '../hooks/usePageMeta';

export function ArticleNotFound({ slug }: { slug: string }) {
  const newsMessages = useNewsMessages();
  const meta = useMemo(() => articleNotFoundMeta(config.productName, pageOrigin(), slug, newsMessages), [slug, newsMessages]);
  usePageMeta(meta, { exists: false });
  return (
    <div className="container status-page">
      <StatusPanel
        tone="warning"
        title={newsMessages.articleNotFound}
        actions={
          <Link to="/learn" className="btn btn--primary">
            {newsMessages.backToLearn}
          </Link>
        }
      >
        <p>{newsMessages.articleNotFoundDetail}</p>
      </StatusPanel>
    </div>
  );
}
