// The news articles as other features see them: the service that reads them, and its module.
export { ArticlesService } from './articles.service';
export { ArticlesModule } from './articles.module';
