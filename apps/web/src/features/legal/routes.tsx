import { isLocale } from '@veil/domain/i18n/locales';
import type { RouteObject } from 'react-router';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { LEGAL_DOCUMENT_KINDS } from './legal-document';
import { LEGAL_SEGMENTS } from './paths';
import { loadLegalText } from './texts';

/**
 * The public legal pages of the candidate area, `terms-conditions/{lang}` and
 * `privacy-policy/{lang}`. The texts are loaded only when one is opened, so they add nothing to
 * the download of any other page; the text starts downloading beside the page's code, not after it.
 */
export const legalRoutes: RouteObject[] = LEGAL_DOCUMENT_KINDS.map((kind) => ({
  path: `${LEGAL_SEGMENTS[kind]}/:lang?`,
  loader: ({ params }) => {
    if (isLocale(params.lang)) void loadLegalText(kind, params.lang);
    return null;
  },
  hydrateFallbackElement: <LoadingSkeleton variant="page" rows={2} />,
  lazy: async () => {
    const { LegalRoute } = await import('./legal-route');
    return { element: <LegalRoute kind={kind} /> };
  },
}));
