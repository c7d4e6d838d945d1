export { ARTICLE_CATEGORIES, isArticleCategory } from './article-categories';
export type { ArticleCategory } from './article-categories';
export { embeddedPostId, isPostId, POST_ID_PATTERN, POST_PLATFORM, postIdFromUrl } from './news-posts';
export {
  activeTocEntry,
  countWords,
  createHeadingSlugger,
  formatArticleDate,
  isIsoDate,
  readingMinutes,
  safeMarkdownUrl,
  tableOfContents,
  WORDS_PER_MINUTE,
} from './news-text';
export {
  chooseVoice,
  chooseVoiceFor,
  DEFAULT_VOICE_SETTINGS,
  maxSpeechChunkLength,
  parseVoiceSettings,
  speechChunks,
  speechScript,
  splitSentences,
  VOICE_SETTINGS_KEY,
} from './news-speech';
export type { VoiceSettings } from './news-speech';
export {
  absoluteUrl,
  articleMeta,
  articleNotFoundMeta,
  localizedMeta,
  metaAlternates,
  newsListMeta,
  newsTexts,
  sitePageMeta,
} from './news-meta';
export type { MetaTag, PageMeta } from './news-meta';
