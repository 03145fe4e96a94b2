import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@veil/domain/i18n';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { buildAreaRoutes } from '../../ui/area-app';
import { LEGAL_DOCUMENTS } from './documents';
import { LEGAL_DOCUMENT_KINDS, type LegalBlock, type LegalDocumentKind } from './legal-document';
import { legalPath } from './paths';
import { legalRoutes } from './routes';
import { LEGAL_TITLES } from './texts';

/** The legal routes under `/candidate` with a bare layout, started at `path` in `locale`. */
function renderLegal(path: string, locale: Locale = 'de') {
  const router = createMemoryRouter(
    buildAreaRoutes({ area: 'candidate', layout: <Outlet />, routes: legalRoutes }),
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { locale });
  return router;
}

const PAGES = LEGAL_DOCUMENT_KINDS.flatMap((kind) =>
  (['de', 'en'] as const).map((locale) => [kind, locale] as const),
);

const PAGE_TITLES: Record<LegalDocumentKind, Record<Locale, string>> = {
  terms: { de: 'Nutzungsbedingungen · Veil', en: 'Terms and conditions · Veil' },
  privacy: { de: 'Datenschutzerklärung · Veil', en: 'Privacy policy · Veil' },
};

function blockText(block: LegalBlock): string {
  return typeof block === 'string'
    ? block
    : block.map((item) => (typeof item === 'string' ? item : `${item.term} ${item.text}`)).join(' ');
}

describe('legal pages', () => {
  it.each(PAGES)('shows the %s text in %s with its numbered sections and contents', async (kind, locale) => {
    const content = LEGAL_DOCUMENTS[kind][locale];
    renderLegal(legalPath(kind, locale), locale);

    expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(PAGE_TITLES[kind][locale]));
    const [year, month, day] = content.versionDate.split('-');
    const asOf = locale === 'de' ? `Stand: ${day}.${month}.${year}` : `As of ${day}/${month}/${year}`;
    expect(screen.getByText(asOf)).toBeInTheDocument();

    const contents = screen.getByRole('navigation', { name: locale === 'de' ? 'Inhalt' : 'Contents' });
    const tocLinks = within(contents).getAllByRole('link');
    expect(tocLinks).toHaveLength(content.sections.length);
    content.sections.forEach((section, index) => {
      expect(
        screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` }),
      ).toHaveAttribute('id', section.id);
      expect(tocLinks[index]).toHaveAttribute('href', `#${section.id}`);
    });
  });

  it.each(PAGES)(
    'names both contact addresses as e-mail links in the %s text in %s',
    async (kind, locale) => {
      renderLegal(legalPath(kind, locale), locale);
      await screen.findByRole('heading', { level: 1 });
      for (const address of ['privacy@veil.example', 'support@veil.example']) {
        expect(screen.getAllByRole('link', { name: address })[0]).toHaveAttribute(
          'href',
          `mailto:${address}`,
        );
      }
    },
  );

  it('links to the English version from the German one and back', async () => {
    const user = userEvent.setup();
    const router = renderLegal('/candidate/privacy-policy/de');
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });

    const toEnglish = screen.getByRole('link', { name: 'In English' });
    expect(toEnglish).toHaveAttribute('href', '/candidate/privacy-policy/en');
    expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await user.click(toEnglish);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidate/privacy-policy/en');
    expect(screen.getByRole('link', { name: 'Auf Deutsch' })).toHaveAttribute(
      'href',
      '/candidate/privacy-policy/de',
    );
  });

  it('links to the other document in the same language', async () => {
    renderLegal('/candidate/terms-conditions/en', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' });
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/candidate/privacy-policy/en',
    );
  });

  it('speaks the language of the text, not of the interface', async () => {
    renderLegal('/candidate/terms-conditions/en', 'de');
    const title = await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' });
    expect(title.closest('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auf Deutsch' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms and conditions · Veil'));
  });

  it.each([
    ['/candidate/terms-conditions/fr', 'en', '/candidate/terms-conditions/en', 'Terms and conditions'],
    ['/candidate/privacy-policy/xx', 'de', '/candidate/privacy-policy/de', 'Datenschutzerklärung'],
    ['/candidate/privacy-policy', 'en', '/candidate/privacy-policy/en', 'Privacy policy'],
  ] as const)(
    'redirects %s to the text in the current language (%s)',
    async (path, locale, target, title) => {
      const router = renderLegal(path, locale);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(target);
    },
  );

  it('links the web address of the supervisory authorities', async () => {
    renderLegal('/candidate/privacy-policy/en', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    const link = screen.getByRole('link', { name: /^https:\/\/www\.edpb\.europa\.eu\// });
    expect(link.getAttribute('href')).toBe('https://www.edpb.europa.eu/about-edpb/about-edpb/members_en');
  });
});

describe('legal texts', () => {
  it.each(LEGAL_DOCUMENT_KINDS)('keep the %s text in German and English in step', (kind) => {
    const { de, en } = LEGAL_DOCUMENTS[kind];
    expect(de.sections.length).toBe(en.sections.length);
    expect(de.sections.map((section) => section.id)).toEqual(en.sections.map((section) => section.id));
    expect(de.sections.map((section) => section.subsections?.length ?? 0)).toEqual(
      en.sections.map((section) => section.subsections?.length ?? 0),
    );
    expect(de.versionDate).toBe(en.versionDate);
    expect([de.kind, de.locale, en.kind, en.locale]).toEqual([kind, 'de', kind, 'en']);
  });

  it.each(PAGES)('give the %s text in %s unique anchors and no empty sections', (kind, locale) => {
    const { sections } = LEGAL_DOCUMENTS[kind][locale];
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const section of sections) {
      expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(section.heading.trim()).not.toBe('');
      expect(section.body.map(blockText).join('').trim()).not.toBe('');
    }
  });

  it.each(PAGES)('name the %s text in %s by its own title in the links to it', (kind, locale) => {
    expect(LEGAL_TITLES[kind][locale]).toBe(LEGAL_DOCUMENTS[kind][locale].title);
  });

  it.each(PAGES)('date the %s text in %s to a real day', (kind, locale) => {
    const { versionDate } = LEGAL_DOCUMENTS[kind][locale];
    expect(versionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${versionDate}T12:00:00Z`).toISOString().slice(0, 10)).toBe(versionDate);
  });
});
