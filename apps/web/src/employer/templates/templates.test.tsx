import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailTemplate, EmailTemplateSummary } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';

/** jsdom has no layout: Mantine's floating dropdowns may count as hidden, so look them up either way. */
const FLOATING = { hidden: true } as const;

const AUDIO_DE = '0b7f6c1e-3d0a-4c55-9a77-1f2e3d4c5b6a';
const AUDIO_EN = '1c8e7d2f-4e1b-4d66-8b88-2a3f4e5d6c7b';
const REJECT = '2d9f8e3a-5f2c-4e77-9c99-3b4a5f6e7d8c';

function summary(
  overrides: Partial<EmailTemplateSummary> & Pick<EmailTemplateSummary, 'id' | 'name' | 'type'>,
): EmailTemplateSummary {
  return { locale: 'de', isDefault: false, updatedAt: '2026-03-05T10:30:00.000Z', ...overrides };
}

const LIST: EmailTemplateSummary[] = [
  summary({ id: REJECT, name: 'Absage freundlich', type: 'reject_application', isDefault: true }),
  summary({ id: AUDIO_EN, name: 'Audio invitation', type: 'audio_interview_invitation', locale: 'en' }),
  summary({ id: AUDIO_DE, name: 'Audio-Einladung', type: 'audio_interview_invitation' }),
];

const REJECTION: EmailTemplate = {
  ...summary({ id: REJECT, name: 'Absage freundlich', type: 'reject_application', isDefault: true }),
  locale: 'de',
  subject: 'Ihre Bewerbung',
  content: '<p>Vielen Dank für Ihr Interesse an der Stelle {{job_position}}.</p>',
  cc: [],
  interview: null,
  welcomeVideo: null,
  createdAt: '2026-03-01T09:00:00.000Z',
};

const PREVIEW = { subject: 'Ihre Bewerbung', html: '<p>Vielen Dank</p>', unknownVariables: [] };

type Routes = Parameters<typeof stubApi>[0];

function renderAt(path: string, routes: Routes, me = EMPLOYER_ME) {
  const fetchMock = stubApi({
    ...sessionRoutes('employer', me),
    'GET /api/templates': json(200, LIST),
    [`GET /api/templates/${REJECT}`]: json(200, REJECTION),
    'POST /api/templates/preview': json(200, PREVIEW),
    ...routes,
  });
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<EmployerApp createRouter={createRouter} />);
  return { fetchMock, location: () => createRouter.last?.state.location };
}

/** Picks an item from the menu of `button` (two menus may be in the page at once while one closes). */
async function pickFromMenu(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, item: RegExp) {
  await user.click(button);
  const menu = await waitFor(() => {
    const element = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the menu is not open');
    return element;
  });
  await user.click(await within(menu).findByRole('menuitem', { name: item, ...FLOATING }));
  return menu;
}

async function openEditor(routes: Routes = {}, me = EMPLOYER_ME) {
  const rendered = renderAt(`/employer/templates/${REJECT}`, routes, me);
  await screen.findByRole('heading', { level: 1, name: 'Absage freundlich' });
  return rendered;
}

describe('template list', () => {
  it('groups the templates by type in the order of the types, with language and last change', async () => {
    renderAt('/employer/templates', {});
    await screen.findByRole('heading', { level: 1, name: 'E-Mail-Vorlagen' });
    const groups = await screen.findAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Einladung zum Audio-Interview',
      'Zusage mit Terminanfrage (online)',
      'Zusage mit Terminanfrage (vor Ort)',
      'Einladung zum Vorstellungsgespräch (online)',
      'Einladung zum Vorstellungsgespräch (vor Ort)',
      'Absage',
      'Absage vor dem Vorstellungsgespräch',
      'Absage nach dem Vorstellungsgespräch',
    ]);

    const audio = screen.getByRole('table', { name: 'Vorlagen: Einladung zum Audio-Interview' });
    const rows = within(audio).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Audio invitation',
      'Audio-Einladung',
    ]);
    expect(rows[0]).toHaveTextContent('English');
    expect(rows[1]).toHaveTextContent('Deutsch');
    expect(rows[1]).toHaveTextContent('5.03.2026');
    const rejections = screen.getByRole('table', { name: 'Vorlagen: Absage' });
    expect(within(rejections).getByText('Veil-Standard')).toBeInTheDocument();
    const empty = screen.getByRole('region', { name: 'Absage vor dem Vorstellungsgespräch' });
    expect(within(empty).getByText('Noch keine Vorlage dieser Art.')).toBeInTheDocument();
    expect(
      within(empty).getByRole('link', { name: 'Neue Vorlage: Absage vor dem Vorstellungsgespräch' }),
    ).toHaveAttribute('href', '/employer/templates/new?type=reject_application_before_interview');
  });

  it('deletes a template only after asking', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/employer/templates', {
      [`DELETE /api/templates/${AUDIO_DE}`]: json(200, { deleted: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Audio-Einladung' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen', ...FLOATING }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorlage „Audio-Einladung“ löschen?' });
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Vorlage löschen' }));
    expect(await screen.findByText('Die Vorlage „Audio-Einladung“ wurde gelöscht.')).toBeInTheDocument();
  });

  it('duplicates a template and lists the copy', async () => {
    const user = userEvent.setup();
    const copy = summary({
      id: crypto.randomUUID(),
      name: 'Absage freundlich (Kopie)',
      type: 'reject_application',
    });
    let copied = false;
    renderAt('/employer/templates', {
      'GET /api/templates': () => json(200, copied ? [...LIST, copy] : LIST),
      [`POST /api/templates/${REJECT}/duplicate`]: () => {
        copied = true;
        return json(200, { ...REJECTION, ...copy, isDefault: false });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Absage freundlich' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplizieren', ...FLOATING }));
    expect(
      await screen.findByText('Die Kopie „Absage freundlich (Kopie)“ wurde angelegt.'),
    ).toBeInTheDocument();
    const rejections = screen.getByRole('table', { name: 'Vorlagen: Absage' });
    expect(
      await within(rejections).findByRole('link', { name: 'Absage freundlich (Kopie)' }),
    ).toBeInTheDocument();
  });

  it('shows the empty state with the way to the first template', async () => {
    renderAt('/employer/templates', { 'GET /api/templates': json(200, []) });
    expect(await screen.findByText('Noch keine Vorlagen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neue Vorlage' })).toHaveAttribute(
      'href',
      '/employer/templates/new',
    );
  });

  it('explains a failed load and loads again on request', async () => {
    const user = userEvent.setup();
    let answers = 0;
    renderAt('/employer/templates', {
      'GET /api/templates': () => {
        answers += 1;
        return answers === 1 ? apiError(500, 'unhandled_error', 'Unerwarteter Fehler') : json(200, LIST);
      },
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Die Vorlagen konnten nicht geladen werden');
    await user.click(within(failure).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('table', { name: 'Vorlagen: Absage' })).toBeInTheDocument();
  });
});

describe('template permissions', () => {
  it('lets a regular user read templates without any way to change them', async () => {
    const user = userEvent.setup();
    const regular = { ...EMPLOYER_ME, role: 'regular_user' as const };
    renderAt('/employer/templates', {}, regular);
    const table = await screen.findByRole('table', { name: 'Vorlagen: Absage' });
    expect(screen.queryByRole('link', { name: /^Neue Vorlage/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Aktionen für/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('link', { name: 'Absage freundlich' }));
    await screen.findByRole('heading', { level: 1, name: 'Absage freundlich' });
    expect(screen.getByText('Nur lesen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorlage speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Variable einfügen in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Betreff' })).not.toBeInTheDocument();
    // the content as text, its variable as a chip named after what it stands for
    expect(screen.getByTitle('Stellenbezeichnung')).toHaveTextContent('{{job_position}}');
  });

  it('hides templates from reviewers and refuses them the page', async () => {
    renderAt('/employer/templates', {}, { ...EMPLOYER_ME, role: 'reviewer_user' });
    expect(
      await screen.findByRole('heading', { name: 'Sie haben keine Berechtigung, diese Seite anzusehen.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vorlagen' })).not.toBeInTheDocument();
  });
});

describe('template editor', () => {
  it('inserts a variable at the cursor of the subject and into the content', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openEditor({
      [`PUT /api/templates/${REJECT}`]: async (request) =>
        json(200, { ...REJECTION, ...(await request.clone().json()) }),
    });
    const subject = screen.getByRole('textbox', { name: 'Betreff' });
    await user.click(subject);
    await user.keyboard('{End} als ');
    const menu = await pickFromMenu(
      user,
      screen.getByRole('button', { name: 'Variable einfügen in Betreff' }),
      /Stellenbezeichnung/,
    );
    // a rejection has no due date: only the audio interview invitation offers it
    expect(within(menu).queryByRole('menuitem', { name: /Frist/, ...FLOATING })).not.toBeInTheDocument();
    await waitFor(() => expect(subject).toHaveValue('Ihre Bewerbung als {{job_position}}'));

    await pickFromMenu(
      user,
      screen.getByRole('button', { name: 'Variable einfügen in E-Mail-Text' }),
      /Unternehmensname/,
    );
    const content = screen.getByRole('textbox', { name: 'E-Mail-Text' });
    await waitFor(() => expect(content).toHaveTextContent('{{company_name}}'));

    await user.click(screen.getByRole('button', { name: 'Vorlage speichern' }));
    expect(await screen.findByText('Die Vorlage wurde gespeichert.')).toBeInTheDocument();
    const [sent] = (await bodiesSentTo(fetchMock, `PUT /api/templates/${REJECT}`)) as {
      subject: string;
      content: string;
    }[];
    expect(sent?.subject).toBe('Ihre Bewerbung als {{job_position}}');
    expect(sent?.content).toContain('{{company_name}}');
    expect(sent?.content).toContain('{{job_position}}');
  });

  it('says "Invalid email list" at the cc field and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openEditor();
    const cc = screen.getByRole('textbox', { name: 'Cc' });
    await user.type(cc, 'anna@firma.example, keine-adresse');
    await user.tab();
    expect(await screen.findByText('Ungültige E-Mail-Liste')).toBeInTheDocument();
    expect(cc).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Vorlage speichern' }));
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PUT /api/templates/${REJECT}`)).toEqual([]);
  });

  it('refuses an unknown variable before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openEditor();
    const subject = screen.getByRole('textbox', { name: 'Betreff' });
    await user.clear(subject);
    await user.type(subject, 'Ihr Gehalt: {{{{gehalt}}');
    await user.click(screen.getByRole('button', { name: 'Vorlage speichern' }));
    expect(
      await screen.findByText(
        'Die Variable {{gehalt}} gibt es nicht. Bitte wählen Sie eine Variable aus dem Menü.',
      ),
    ).toBeInTheDocument();
    expect(subject).toHaveValue('Ihr Gehalt: {{gehalt}}');
    expect(await bodiesSentTo(fetchMock, `PUT /api/templates/${REJECT}`)).toEqual([]);
  });

  it('shows a name already in use at the name and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openEditor({
      [`PUT /api/templates/${REJECT}`]: apiError(
        409,
        'template_name_in_use',
        'Eine Vorlage mit diesem Namen gibt es bereits.',
      ),
    });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Absage kurz');
    const subject = screen.getByRole('textbox', { name: 'Betreff' });
    await user.type(subject, ' bei uns');
    await user.click(screen.getByRole('button', { name: 'Vorlage speichern' }));

    expect(await screen.findByText('Eine Vorlage mit diesem Namen gibt es bereits.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Absage kurz');
    expect(subject).toHaveValue('Ihre Bewerbung bei uns');
    expect(screen.getByText('Nicht gespeichert')).toBeInTheDocument();
    const [sent] = await bodiesSentTo(fetchMock, `PUT /api/templates/${REJECT}`);
    expect(sent).toMatchObject({
      name: 'Absage kurz',
      subject: 'Ihre Bewerbung bei uns',
      type: 'reject_application',
    });
  });

  it('renders the preview from the unsaved text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openEditor({
      'POST /api/templates/preview': async (request) => {
        const body = (await request.clone().json()) as { subject: string };
        return json(200, {
          ...PREVIEW,
          subject: body.subject.replace('{{job_position}}', 'Data Analyst (m/w/d)'),
        });
      },
    });
    const subject = screen.getByRole('textbox', { name: 'Betreff' });
    await user.clear(subject);
    await user.type(subject, 'Absage: {{{{job_position}}');
    await waitFor(() =>
      expect(screen.getByTestId('preview-subject')).toHaveTextContent('Absage: Data Analyst (m/w/d)'),
    );
    expect(screen.getByTitle('Vorschau der E-Mail')).toHaveAttribute('sandbox', 'allow-same-origin');
    const bodies = (await bodiesSentTo(fetchMock, 'POST /api/templates/preview')) as { subject: string }[];
    // typed letter by letter, previewed once the typing paused
    expect(bodies.length).toBeLessThan(5);
  });
});
