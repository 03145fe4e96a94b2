import type { Locale } from '@veil/domain/i18n/locales';
import { DEFAULT_LOCALE, isLocale } from '@veil/domain/i18n/locales';
import { Suspense, use } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import type { LegalDocumentKind } from './legal-document';
import { LegalPage } from './legal-page';
import { legalPath } from './paths';
import { LEGAL_TITLES, loadLegalText } from './texts';

const RELATED: Record<LegalDocumentKind, LegalDocumentKind> = { terms: 'privacy', privacy: 'terms' };

/**
 * `terms-conditions/{lang}` and `privacy-policy/{lang}`: the text in the language of the URL. A
 * missing or unknown language leads to the text in the language the user is reading Veil in.
 */
export function LegalRoute({ kind }: { kind: LegalDocumentKind }) {
  const { lang } = useParams();
  const { hash } = useLocation();
  const { i18n } = useTranslation();
  if (!isLocale(lang)) {
    const current = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
    return <Navigate to={{ pathname: legalPath(kind, current), hash }} replace />;
  }
  return (
    <Suspense fallback={<LoadingSkeleton variant="page" rows={2} />}>
      <LegalText kind={kind} locale={lang} />
    </Suspense>
  );
}

/** The text itself, shown once its chunk has arrived. */
function LegalText({ kind, locale }: { kind: LegalDocumentKind; locale: Locale }) {
  const content = use(loadLegalText(kind, locale));
  const related = RELATED[kind];
  return <LegalPage content={content} related={{ kind: related, title: LEGAL_TITLES[related][locale] }} />;
}
