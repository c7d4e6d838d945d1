import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizedPath, type Locale } from '@gameshift/contracts';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { composeCopy, renderAnnouncement } from '../../src/announcements/announcement-content';
import { invitationEmail } from '../../src/auth/invitation-email';
import { codesPausedEmail, factorChangedEmail } from '../../src/auth/second-factor-email';
import { loadTextsByLocale, type TextsByLocale } from '../../src/config/localized-messages';
import { manageEmail } from '../../src/manage/manage-email';
import { verificationEmail } from '../../src/reservations/confirm/verification-email';
import type { RenderedMail } from '../../src/common/render-mail';

/**
 * Every mail the site sends, each as its reader's mail client would lay it out, in Chromium: the
 * words in their language, every link seen, every address a link, and nothing wider than a phone.
 * One browser page shows them all, one after the other.
 */

const PUBLIC_URL = 'https://gameshift.test';
const PRODUCT = 'GameShift';
const HANDLE = 'neo_99';
/** A phone's mail client: 340 CSS pixels of card and margins. */
const PHONE_WIDTH = 340;
/** WCAG 1.4.3's least contrast for text of normal size. */
const LEAST_CONTRAST = 4.5;
/** Long enough to push a mail wider than a phone unless it wraps. */
const LONG_URL = `${PUBLIC_URL}/learn/launch?ref=${'aB3dE5gH7k'.repeat(8)}`;

const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** An announcement as an owner writes it in each language: a link in the words, a bare claim URL, a table, a long address. */
const ANNOUNCEMENT: Record<Locale, { subject: string; body: string }> = {
  en: {
    subject: '{product} is live',
    body: `# {product} is live, {handle}\n\nRead [our news page](${PUBLIC_URL}/learn) and claim your ID at {claim_url}.\n\n| Day | Time |\n| --- | --- |\n| Friday | 18:00 |\n\nThe whole story: ${LONG_URL}`,
  },
  es: {
    subject: '{product} ya está aquí',
    body: `# {product} ya está aquí, {handle}\n\nLee [nuestra página de noticias](${PUBLIC_URL}/es/learn) y reclama tu ID en {claim_url}.\n\n| Día | Hora |\n| --- | --- |\n| Viernes | 18:00 |\n\nToda la historia: ${LONG_URL}`,
  },
  'pt-br': {
    subject: '{product} chegou',
    body: `# {product} chegou, {handle}\n\nLeia [nossa página de notícias](${PUBLIC_URL}/pt-br/learn) e resgate seu ID em {claim_url}.\n\n| Dia | Hora |\n| --- | --- |\n| Sexta | 18:00 |\n\nA história completa: ${LONG_URL}`,
  },
  de: {
    subject: '{product} ist da',
    body: `# {product} ist da, {handle}\n\nLies [unsere Neuigkeiten](${PUBLIC_URL}/de/learn) und hol dir deine ID unter {claim_url}.\n\n| Tag | Uhrzeit |\n| --- | --- |\n| Freitag | 18:00 |\n\nDie ganze Geschichte: ${LONG_URL}`,
  },
  ja: {
    subject: '{product}がリリースされました',
    body: `# {handle}さん、{product}がリリースされました\n\n[ニュースページ](${PUBLIC_URL}/ja/learn)を読んで、{claim_url} でIDを受け取ってください。\n\n| 曜日 | 時刻 |\n| --- | --- |\n| 金曜日 | 18:00 |\n\n詳しくは: ${LONG_URL}`,
  },
};

interface MailCase {
  name: string;
  mail: RenderedMail;
  /** The BCP 47 tag of its words. */
  lang: string;
  /** Words of the mail in its language, which the same mail in English would not have. */
  words: string;
  /** The addresses it must carry as links. */
  links: string[];
}

function everyMail(texts: TextsByLocale): MailCase[] {
  const url = (locale: Locale, path: string) => `${PUBLIC_URL}${localizedPath(locale, path)}`;
  const claimUrl = `${PUBLIC_URL}/claim?code=${'c'.repeat(22)}`;
  const visitorMails = LOCALES.flatMap((locale): MailCase[] => {
    const { mail, messages } = texts[locale];
    const lang = LOCALE_TAGS[locale];
    const verify = url(locale, `/verify/${'v'.repeat(43)}`);
    const manage = url(locale, `/manage/${'m'.repeat(43)}`);
    const erase = url(locale, `/manage/erase/${'e'.repeat(43)}`);
    const unsubscribe = url(locale, `/unsubscribe/${'u'.repeat(60)}`);
    const { subject, body } = ANNOUNCEMENT[locale];
    return [
      {
        name: `the confirmation (${locale})`,
        mail: verificationEmail({ texts: texts[locale], locale, handle: HANDLE, link: verify, holdMinutes: 30, manageLink: manage }),
        lang,
        words: mail.confirmButton,
        links: [verify, manage],
      },
      {
        name: `the manage link (${locale})`,
        mail: manageEmail({ texts: texts[locale], locale, kind: 'manage', handle: HANDLE, link: manage }),
        lang,
        words: messages.manageMailText(HANDLE),
        links: [manage],
      },
      {
        name: `the erasure's confirmation (${locale})`,
        mail: manageEmail({ texts: texts[locale], locale, kind: 'erase', handle: HANDLE, link: erase }),
        lang,
        words: messages.eraseMailText(HANDLE),
        links: [erase],
      },
      {
        // As AnnouncementConsumer writes a copy: the words around the text in the text's language.
        name: `an announcement copy (${locale})`,
        mail: composeCopy(
          renderAnnouncement(subject, body),
          { handle: HANDLE, product: PRODUCT, claim_url: claimUrl, unsubscribe_url: unsubscribe, manage_url: manage },
          { footer: mail.announcementFooter, unsubscribe: mail.announcementUnsubscribe, manage: messages.manageMailLink, lang },
        ),
        lang,
        words: mail.announcementFooter(HANDLE),
        links: [`${PUBLIC_URL}${localizedPath(locale, '/learn')}`, claimUrl, LONG_URL, manage, unsubscribe],
      },
    ];
  });
  // What an admin receives: the test copy (as AnnouncementsService writes it), and the portal's own mails.
  const { messages, mail } = texts[DEFAULT_LOCALE];
  const invitation = `${PUBLIC_URL}/admin/invite/${'i'.repeat(43)}`;
  const sampleUnsubscribe = `${PUBLIC_URL}/unsubscribe/sample.${'s'.repeat(43)}`;
  const adminMails: MailCase[] = [
    {
      name: 'an announcement test copy',
      mail: composeCopy(
        renderAnnouncement(ANNOUNCEMENT.en.subject, ANNOUNCEMENT.en.body),
        {
          handle: messages.announcementSampleHandle,
          product: PRODUCT,
          claim_url: claimUrl,
          unsubscribe_url: sampleUnsubscribe,
          manage_url: `${PUBLIC_URL}/manage`,
        },
        {
          footer: mail.announcementFooter,
          unsubscribe: mail.announcementUnsubscribe,
          manage: messages.manageMailLink,
          testNotice: messages.announcementTestNotice,
          lang: 'en',
        },
      ),
      lang: 'en',
      words: messages.announcementTestNotice,
      links: [claimUrl, LONG_URL, `${PUBLIC_URL}/manage`, sampleUnsubscribe],
    },
    {
      name: 'the invitation to the portal',
      mail: invitationEmail({
        productName: PRODUCT,
        invitedBy: 'owner@gameshift.test',
        role: 'operator',
        link: invitation,
        validHours: 72,
      }),
      lang: 'en',
      words: 'Choose your password',
      links: [invitation],
    },
    {
      name: 'the second factor set up',
      mail: factorChangedEmail({ productName: PRODUCT, replaced: false }),
      lang: 'en',
      words: 'Every other session of your account has been signed out.',
      links: [],
    },
    {
      name: 'the second factor replaced',
      mail: factorChangedEmail({ productName: PRODUCT, replaced: true }),
      lang: 'en',
      words: 'The old app and its recovery codes no longer work.',
      links: [],
    },
    {
      name: 'the codes paused',
      mail: codesPausedEmail({ productName: PRODUCT, wrongCodes: 5, minutes: 15 }),
      lang: 'en',
      words: 'your recovery codes still work',
      links: [],
    },
  ];
  return [...visitorMails, ...adminMails];
}

/** What the mail client shows, measured in the page. */
interface Seen {
  lang: string;
  text: string;
  overflow: number;
  links: Array<{ href: string | null; inlineColour: boolean; colour: number[]; background: number[] }>;
  /** Addresses shown as words outside any link. */
  bareAddresses: string[];
}

/** The little of the DOM that `see` reads: the backend compiles without the DOM's types. */
interface PageElement {
  parentElement: PageElement | null;
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  style: { color: string };
}
interface PageWindow {
  document: {
    documentElement: PageElement & { lang: string; scrollWidth: number; clientWidth: number };
    body: PageElement & { innerText: string };
    querySelectorAll(selector: string): Iterable<PageElement>;
    createTreeWalker(
      root: PageElement,
      show: number,
    ): { nextNode(): { parentElement: PageElement | null; textContent: string | null } | null };
  };
  getComputedStyle(element: PageElement): { color: string; backgroundColor: string };
  NodeFilter: { SHOW_TEXT: number };
}

/** Runs in the page. */
function see(): Seen {
  const { document, getComputedStyle, NodeFilter } = globalThis as unknown as PageWindow;
  const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  /** The colour behind an element: the nearest that paints one; white, a mail client's page, if none does. */
  const backgroundOf = (element: PageElement) => {
    for (let e: PageElement | null = element; e; e = e.parentElement) {
      const [r, g, b, alpha = 1] = rgb(getComputedStyle(e).backgroundColor);
      if (alpha > 0) return [r, g, b];
    }
    return [255, 255, 255];
  };
  const bareAddresses: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('a')) continue;
    bareAddresses.push(...(node.textContent?.match(/https?:\/\/\S+/g) ?? []));
  }
  const root = document.documentElement;
  return {
    lang: root.lang,
    text: document.body.innerText,
    overflow: root.scrollWidth - root.clientWidth,
    links: [...document.querySelectorAll('a')].map((a) => ({
      href: a.getAttribute('href'),
      inlineColour: a.style.color !== '',
      colour: rgb(getComputedStyle(a).color),
      background: backgroundOf(a),
    })),
    bareAddresses,
  };
}

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(one: number[], other: number[]): number {
  const luminance = ([r, g, b]: number[]) => {
    const [lr, lg, lb] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Generous: the unit tests share the machine with the e2e apps, and a loaded machine starts a browser slowly. */
const BROWSER_TIMEOUT_MS = 60_000;

describe('every mail, as a phone’s mail client shows it', () => {
  let mails: MailCase[];
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!CHROMIUM) throw new Error('These checks need Chromium: install chromium-headless-shell or set CHROMIUM_PATH.');
    mails = everyMail(await loadTextsByLocale(PRODUCT));
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...(isRoot ? ['--no-sandbox'] : []), '--disable-gpu'] });
    page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 800 } });
  }, BROWSER_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('covers every language and every kind of mail', () => {
    expect(mails).toHaveLength(LOCALES.length * 4 + 5);
    expect(new Set(mails.map((m) => m.lang))).toEqual(new Set(LOCALES.map((l) => LOCALE_TAGS[l])));
  });

  it(
    'shows each mail in its words’ language, its links seen on their background, every address a link, within 340 px',
    async () => {
      const faults: string[] = [];
      const englishWords = mails.filter((m) => m.lang === 'en').map((m) => m.words);
      for (const { name, mail, lang, words, links } of mails) {
        await page.setContent(mail.html);
        const seen = await page.evaluate(see);
        const fault = (what: string) => faults.push(`${name}: ${what}`);
        if (seen.lang !== lang) fault(`lang is "${seen.lang}", its words are ${lang}`);
        if (!seen.text.includes(words)) fault(`does not say "${words}"`);
        if (lang !== 'en' && englishWords.some((english) => seen.text.includes(english))) fault('has English words in it');
        if (seen.overflow > 0) fault(`is ${seen.overflow} px wider than ${PHONE_WIDTH} px`);
        for (const link of seen.links) {
          if (!link.inlineColour) fault(`link ${link.href} has no colour of its own`);
          const ratio = contrast(link.colour, link.background);
          if (ratio < LEAST_CONTRAST) fault(`link ${link.href} has a contrast of ${ratio.toFixed(2)}:1`);
        }
        for (const address of seen.bareAddresses) fault(`shows ${address} as words, not as a link`);
        const hrefs = new Set(seen.links.map((link) => link.href));
        for (const address of links) if (!hrefs.has(address)) fault(`has no link to ${address}`);
      }
      expect(faults).toEqual([]);
    },
    BROWSER_TIMEOUT_MS,
  );
});
