export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The site's mail shell (the confirmation mail's colours and card), around the card's rows (`<tr>…</tr>`),
 * HTML that is already safe. `lang` is the language of its words (a BCP 47 tag), so that a screen
 * reader reads them with a voice of that language.
 */
export function mailShell({ rows, lang }: { rows: string; lang: string }): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="margin:0;background:#0b0d17;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#e8eaf6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#151829;border-radius:16px;padding:32px">
${rows}</table></td></tr></table></body></html>`;
}

/** The shell with one row: `content`, then `footer` in small print, both inserted as they are. */
export function mailLayout({ content, footer, lang }: { content: string; footer: string; lang: string }): string {
  return mailShell({
    lang,
    rows: `<tr><td style="font-size:16px;line-height:1.5;color:#e8eaf6">
${content}
<div style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#8d92b3">${footer}</div>
</td></tr>`,
  });
}
