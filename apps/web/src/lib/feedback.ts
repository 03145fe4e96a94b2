import type { Locale } from '@veil/domain/i18n';

/** Where users report a blocked site (cors page); the spec wants a link per language. */
export const FEEDBACK_URL: Record<Locale, string> = {
  de: `mailto:feedback@veil.example?subject=${encodeURIComponent('Veil ist blockiert')}`,
  en: `mailto:feedback@veil.example?subject=${encodeURIComponent('Veil is blocked')}`,
};
