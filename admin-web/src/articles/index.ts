import ArticlesIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import type { ArticleRecord } from '@gameshift/contracts';
import { articleText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { ArticleEdit, ArticleShow } from './ArticleEditor';
import { ArticleCreate } from './ArticleForms';
import { ArticleList } from './ArticleList';

const articles: Omit<ResourceProps, 'name'> = {
  list: requireRole('articles', 'read', ArticleList),
  show: requireRole('articles', 'read', ArticleShow),
  create: requireRole('articles', 'write', ArticleCreate),
  edit: requireRole('articles', 'write', ArticleEdit),
  icon: ArticlesIcon,
  options: { label: articleText.title },
  recordRepresentation: (record: ArticleRecord) => record.title,
};

export default articles;
