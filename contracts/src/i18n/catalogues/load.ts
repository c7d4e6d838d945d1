import type { PageCatalogue } from '../catalogue';
import type { TranslatedLocale } from '../locales';

/** The sections of one language's catalogue a page's script reads: the mail's stay on the server. */
export async function loadPageCatalogue(locale: TranslatedLocale): Promise<PageCatalogue> {
  // Each import names the one export it takes, which lets the bundler leave the mail's texts out.
  switch (locale) {
    case 'es': {
      const { default: page } = await import('./es');
      return page;
    }
    case 'pt-br': {
      const { default: page } = await import('./pt-br');
      return page;
    }
    case 'de': {
      const { default: page } = await import('./de');
      return page;
    }
    case 'ja': {
      const { default: page } = await import('./ja');
      return page;
    }
  }
}
