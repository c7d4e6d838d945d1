import { createMessages } from '@gameshift/contracts';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';
import { loadTextsByLocale } from './localized-messages';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The product's messages (contracts' catalogue, worded with the product name), as `@Inject(MESSAGES)`. */
export const MESSAGES = Symbol('MESSAGES');

/** Every language's texts (TextsByLocale), as `@Inject(TEXTS_BY_LOCALE)`: for an answer or a mail in a visitor's language. */
export const TEXTS_BY_LOCALE = Symbol('TEXTS_BY_LOCALE');

/**
 * Makes the configuration validated at boot injectable everywhere as `@Inject(APP_CONFIG)`, and
 * the messages written with it as `@Inject(MESSAGES)`.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: Object.freeze(config) },
        { provide: MESSAGES, useValue: createMessages(config.productName) },
        { provide: TEXTS_BY_LOCALE, useFactory: () => loadTextsByLocale(config.productName) },
      ],
      exports: [APP_CONFIG, MESSAGES, TEXTS_BY_LOCALE],
    };
  }
}
