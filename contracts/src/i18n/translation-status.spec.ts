import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { siteArguments } from './site-arguments';

/** `npm run i18n -- …` (contracts/scripts/i18n.mjs, an ES module run as the npm script runs it). */
const SCRIPTS = path.join(__dirname, '..', '..', 'scripts');
const CATALOGUES = path.join(__dirname, 'catalogues');

function i18n(...args: string[]): { status: number | null; out: string } {
  const result = spawnSync(process.execPath, ['--no-warnings', path.join(SCRIPTS, 'i18n.mjs'), ...args], { encoding: 'utf8' });
  return { status: result.status, out: result.stdout + result.stderr };
}

describe('npm run i18n', () => {
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A copy of a language's file with `change` made to it, written where a tool would export it. */
  function exported(locale: string, change: (catalogue: Record<string, Record<string, string>>) => void): string {
    const catalogue = JSON.parse(fs.readFileSync(path.join(CATALOGUES, `${locale}.json`), 'utf8'));
    change(catalogue);
    const file = path.join(dir, `${locale}.json`);
    fs.writeFileSync(file, JSON.stringify(catalogue, null, 2));
    return file;
  }

  it('finds nothing to refuse in the committed languages', () => {
    const { status, out } = i18n('status');
    expect(out).toMatch(/^ja: \d+ texts; 0 missing, \d+ older than their English, 0 with placeholders dropped or added$/m);
    expect(status).toBe(0);
  });

  it('refuses a file that drops a plural’s count or the footer’s handle, naming each key', () => {
    const german = exported('de', (c) => {
      c.public.tooManyAttempts = 'Zu viele Versuche. Versuch es gleich noch einmal.';
      c.mail.announcementFooter = c.mail.announcementFooter.replace('{handle}', 'deine ID');
    });
    const { status, out } = i18n('check', german);
    expect(out).toContain('public.tooManyAttempts: placeholder dropped ({minutes})');
    expect(out).toContain('mail.announcementFooter: placeholder dropped ({handle})');
    expect(status).toBe(1);
  });

  it('refuses a missing text, an added placeholder, an unknown key and a pattern that does not parse', () => {
    const japanese = exported('ja', (c) => {
      delete c.public.reserve;
      c.public.tooManyAttempts = '{minutes}分後に{seconds}秒';
      c.public.invented = '新しい';
      c.mail.announcementFooter = '{product ID';
    });
    const { status, out } = i18n('check', japanese, '--locale', 'ja');
    expect(out).toContain('public.reserve: missing (English: "Reserve")');
    expect(out).toContain('public.tooManyAttempts: placeholder added ({seconds})');
    expect(out).toContain('public.invented: unknown');
    expect(out).toContain('mail.announcementFooter: unreadable');
    expect(status).toBe(1);
  });

  it('lets a translation write a site figure English spells in words, and passes a file as committed', () => {
    const { status, out } = i18n('check', path.join(CATALOGUES, 'de.json'));
    expect(fs.readFileSync(path.join(CATALOGUES, 'de.json'), 'utf8')).toContain('{eraseLinkHours} Stunde');
    expect(out).toMatch(/^de: \d+ texts; 0 missing/m);
    expect(status).toBe(0);
  });

  it('tells which texts are older than the English they were translated from', () => {
    const copy = path.join(dir, 'catalogues');
    fs.cpSync(CATALOGUES, copy, { recursive: true, filter: (source) => !source.endsWith('.ts') });
    const english = JSON.parse(fs.readFileSync(path.join(copy, 'en.json'), 'utf8'));
    english.public.reserve = 'Reserve it';
    fs.writeFileSync(path.join(copy, 'en.json'), JSON.stringify(english));
    const result = spawnSync(process.execPath, ['--no-warnings', path.join(SCRIPTS, 'i18n.mjs'), 'status'], {
      encoding: 'utf8',
      env: { ...process.env, I18N_CATALOGUES: copy },
    });
    expect(result.stdout).toMatch(/^es: \d+ texts; 0 missing, 1 older than their English/m);
    expect(result.stdout).toContain('  public.reserve: English changed (English now: "Reserve it")');
    // A stale text still reads correctly: it is told, not refused.
    expect(result.status).toBe(0);
  });

  it('knows the site’s values by the names siteArguments gives them', () => {
    const program = `import { SITE_NAMES } from ${JSON.stringify(path.join(SCRIPTS, 'site-names.mjs'))}; process.stdout.write(JSON.stringify(SITE_NAMES));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout).sort()).toEqual(Object.keys(siteArguments('GameShift')).sort());
  });

  it('ends quietly when its reader stops early', () => {
    const script = path.join(SCRIPTS, 'i18n.mjs');
    const result = spawnSync('sh', ['-c', `"${process.execPath}" --no-warnings "${script}" status | head -c 1 >/dev/null`], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
  });

  it('answers a wrong command with its usage', () => {
    expect(i18n('publish')).toEqual({ status: 2, out: expect.stringContaining('Usage: npm run i18n -- status') });
    expect(i18n('translated', 'fr').status).toBe(1);
  });
});
