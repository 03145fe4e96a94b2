const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
}

/** The text a reader sees, whitespace collapsed: what the length limit counts (as on the server). */
export function visibleText(html: string): string {
  return (parse(html).textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The editor's HTML as it is saved: '' when nothing visible was written (an empty editor still holds
 * `<p></p>`), and links without a scheme ('example.com') pointed at https.
 */
export function normaliseRichText(html: string): string {
  const body = parse(html);
  if ((body.textContent ?? '').trim() === '') return '';
  for (const anchor of body.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!HAS_SCHEME.test(href)) anchor.setAttribute('href', `https://${href.replace(/^\/+/, '')}`);
  }
  return body.innerHTML;
}
