import type { Locale } from '@veil/domain';

/** What a mail says, as blocks: the layout turns them into HTML and plain text alike. */
export type MailBlock =
  /** a paragraph; a line break in it stays a line break */
  | { kind: 'paragraph'; text: string }
  /** a one-time code, large and spaced */
  | { kind: 'code'; code: string }
  /** the main action, with the address written out for mail programs that hide buttons */
  | { kind: 'action'; label: string; href: string; fallback: string }
  /** secondary information: validity, what to do if it was not you */
  | { kind: 'note'; text: string }
  /** a company's own text (e-mail templates): HTML already sanitised to the rich-text tags, and its plain twin */
  | { kind: 'richText'; html: string; text: string };

export type MailContent = {
  subject: string;
  /** the preview line mail programs show after the subject */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
};

export type RenderedMail = { subject: string; html: string; text: string };

const TEAL = '#0d5c63';
const TEAL_TINT = '#e7f1f2';
const INK = '#1f2933';
const MUTED = '#52606d';
const LINE = '#dfe6e9';
const PAGE = '#f3f6f7';

const FOOTER: Record<Locale, string> = {
  de: 'Diese E-Mail wurde automatisch von Veil versendet. Antworten auf diese Adresse werden nicht gelesen.',
  en: 'This email was sent automatically by Veil. Replies to this address are not read.',
};

/** Escapes text for HTML content and attribute values; every interpolated value goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Subjects are one header line: a line break in data must not start a new header or line. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/** Only web links may become buttons; anything else would be a way to smuggle script into a mail. */
function assertWebLink(href: string): string {
  const url = new URL(href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`not a web link: ${url.protocol}`);
  return url.toString();
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      // a line break in a paragraph (a sign-off above the sender's name) stays one in HTML
      return `<p style="margin:0 0 16px 0;font-size:16px;line-height:1.6;color:${INK};overflow-wrap:anywhere;word-break:break-word">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px 0;font-size:14px;line-height:1.6;color:${MUTED};overflow-wrap:anywhere;word-break:break-word">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px 0"><tr><td style="background:${TEAL_TINT};border-radius:8px;padding:14px 24px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:30px;font-weight:700;letter-spacing:8px;color:${TEAL}">${escapeHtml(block.code)}</td></tr></table>`;
    case 'richText':
      return `<div style="margin:0 0 16px 0;font-size:16px;line-height:1.6;color:${INK};overflow-wrap:anywhere;word-break:break-word">${block.html}</div>`;
    case 'action': {
      const href = escapeHtml(assertWebLink(block.href));
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px 0"><tr><td style="background:${TEAL};border-radius:8px"><a href="${href}" style="display:inline-block;padding:13px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(block.label)}</a></td></tr></table>
<p style="margin:0 0 16px 0;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(block.fallback)}<br><a href="${href}" style="color:${TEAL};word-break:break-all">${href}</a></p>`;
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
    case 'richText':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'action':
      return `${block.label}:\n${assertWebLink(block.href)}`;
  }
}

/**
 * The one calm frame every Veil mail shares: the name as a wordmark in the teal accent, a white
 * card, no images or web fonts (nothing is loaded from elsewhere, so opening a mail tells no one
 * anything), tables for the mail programs that ignore modern CSS, and a plain-text twin.
 */
export function renderMailContent(content: MailContent, locale: Locale): RenderedMail {
  const subject = oneLine(content.subject);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:${FONT};color:${INK}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px 4px;font-size:22px;font-weight:700;letter-spacing:0.5px;color:${TEAL}">Veil</td></tr>
<tr><td style="background:#ffffff;border:1px solid ${LINE};border-top:4px solid ${TEAL};border-radius:12px;padding:32px 32px 20px 32px">
<h1 style="margin:0 0 20px 0;font-size:22px;line-height:1.3;font-weight:700;color:${INK}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 4px 0 4px;font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(FOOTER[locale])}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    'Veil',
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    '-- ',
    FOOTER[locale],
    '',
  ].join('\n');
  return { subject, html, text };
}
