import { RICH_TEXT_ALLOWED_TAGS } from '@veil/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * Sanitises rich text (company introduction and benefits, later job sections and templates) to the
 * allowed tags of spec section 9. Links keep only http(s) and mailto targets and open safely.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  }).trim();
}

/** The text a reader sees, for length limits (tags do not count). */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
