import { describe, expect, it } from 'vitest';
import { sanitizeRichText, visibleText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and removes scripts, styles, handlers and other tags', () => {
    const html =
      '<h3>Werte</h3><p onclick="x()">Wir <b>sind</b> <i>offen</i></p><script>alert(1)</script><ul><li>A</li></ul><img src=x onerror=y><h1>Big</h1>';
    expect(sanitizeRichText(html)).toBe('<h3>Werte</h3><p>Wir <b>sind</b> offen</p><ul><li>A</li></ul>Big');
  });

  it('keeps safe links, opens them in a new tab, and drops javascript: targets', () => {
    expect(sanitizeRichText('<a href="https://veil.example">x</a>')).toBe(
      '<a href="https://veil.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('measures the visible text without tags', () => {
    expect(visibleText('<p>Hallo <b>Welt</b></p>\n<p>!</p>')).toBe('Hallo Welt !');
  });
});
