/**
 * A `datetime-local` value (`2026-12-01T09:00`), read in the editor's own time zone, as ISO 8601
 * with that zone's offset at that moment (`2026-12-01T09:00:00+01:00`): the server stores the
 * instant and dates the article by the day in `editorTimeZone()`.
 */
export function withOffset(local: string): string | undefined {
  const at = new Date(local);
  if (local === '' || Number.isNaN(at.getTime())) return undefined;
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  // From the instant itself, so a time that falls in a daylight-saving gap is written as the clock will show it.
  const offset = -at.getTimezoneOffset();
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:00`;
  return `${date}T${time}${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The editor's IANA time zone, as the browser knows it. */
export const editorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
