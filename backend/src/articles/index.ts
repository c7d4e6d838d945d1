// The news articles as other features see them: the service that reads them, the portal's editor of them, and their module.
export { ArticlesService } from './articles.service';
export { ArticleEditorService } from './article-editor.service';
export { ArticlesModule } from './articles.module';
// The editor's request limits and path, for the routes of other features that take an article.
export { ARTICLE_BODY_LIMIT, ArticleIdParamsDto } from './dto/admin-article.dto';
