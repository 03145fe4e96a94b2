import { DEFAULT_LOCALE, isLocale } from '@veil/domain/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { LEGAL_DOCUMENTS } from './documents';
import type { LegalDocumentKind } from './legal-document';
import { LegalPage } from './legal-page';
import { legalPath } from './paths';

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
  return <LegalPage content={LEGAL_DOCUMENTS[kind][lang]} related={LEGAL_DOCUMENTS[RELATED[kind]][lang]} />;
}
