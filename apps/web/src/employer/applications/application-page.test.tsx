import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, EMPLOYER_ME, json } from '../../test/api-stub';
import { ADA, APPLICATION_ID, employerApplication, JANA, reviewerRatings, TIM } from './application-fixtures';
import { DETAIL, FLOATING, REVIEWER_ME, renderApplication, renderAt } from './applications.testing';

describe('application page', () => {
  it('shows the anonymous CV, the answers, the audio questions and the resume notice in tabs', async () => {
    const user = userEvent.setup();
    renderApplication(employerApplication());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbung #42' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Anonymer Lebenslauf' })).toHaveTextContent(
      'B.Sc. Informatik',
    );
    await user.click(screen.getByRole('tab', { name: 'Screening-Antworten' }));
    expect(await screen.findByText('Weil Ihr Produkt mich überzeugt.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audiofragen' }));
    expect(await screen.findByText('Erzählen Sie von einem Projekt.')).toBeInTheDocument();
    expect(screen.getByText(/Die Antworten kommen mit dem Audio-Interview/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lebenslauf' }));
    expect(await screen.findByText('Das vollständige Profil bleibt verborgen')).toBeInTheDocument();
  });

  it('lets the person in charge assign reviewers and start the screening', async () => {
    const user = userEvent.setup();
    const unassigned = employerApplication({ reviewers: [] });
    const { fetchMock } = renderApplication(unassigned, EMPLOYER_ME, {
      [`PUT /api/company-applications/${APPLICATION_ID}/assignment`]: json(200, employerApplication()),
      [`POST /api/company-applications/${APPLICATION_ID}/start-screening`]: json(
        200,
        employerApplication({ status: 'screening', actions: ['reject'] }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Screening starten' }));
    expect(
      await screen.findByText('Bitte weisen Sie mindestens eine prüfende Person zu.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Prüfende Personen' }));
    const reviewers = await screen.findByRole('listbox', { name: 'Prüfende Personen', ...FLOATING });
    await user.click(within(reviewers).getByRole('option', { name: 'Tim Vogel (Prüfer:in)', ...FLOATING }));
    await user.click(within(reviewers).getByRole('option', { name: 'Ada Lind (Prüfer:in)', ...FLOATING }));
    await user.click(screen.getByRole('button', { name: 'Zuständigkeiten speichern' }));
    await waitFor(async () =>
      expect(
        await bodiesSentTo(fetchMock, `PUT /api/company-applications/${APPLICATION_ID}/assignment`),
      ).toEqual([{ personInChargeId: JANA.id, reviewerIds: [TIM.id, ADA.id], audioReviewerIds: [] }]),
    );
    await user.click(screen.getByRole('button', { name: 'Screening starten' }));
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(within(status).getByText('Screening')).toBeInTheDocument());
    expect(within(status).queryByRole('button', { name: 'Screening starten' })).not.toBeInTheDocument();
  });

  it('names a person on both review lists, never by account id, and asks for another audio reviewer', async () => {
    const user = userEvent.setup();
    // as the API once stored it (issue 36): the card showed the account id on both lists
    const { fetchMock } = renderApplication(employerApplication({ reviewers: [TIM], audioReviewers: [TIM] }));
    const assignment = await screen.findByRole('region', { name: 'Zuständigkeiten' });
    await waitFor(() => expect(within(assignment).getAllByText('Tim Vogel (Prüfer:in)')).toHaveLength(2));
    expect(assignment).not.toHaveTextContent(TIM.id);
    expect(
      within(assignment).getByText(
        'Wer Lebenslauf und Screening-Antworten prüft, prüft nicht auch das Audio-Interview. Bitte wählen Sie dafür eine weitere Person.',
      ),
    ).toBeInTheDocument();
    await user.click(within(assignment).getByRole('button', { name: 'Zuständigkeiten speichern' }));
    expect(
      await bodiesSentTo(fetchMock, `PUT /api/company-applications/${APPLICATION_ID}/assignment`),
    ).toEqual([]);
  });

  it('hides the others’ ratings from a reviewer until theirs are submitted, checking every rating', async () => {
    const user = userEvent.setup();
    const before = employerApplication({
      status: 'screening',
      capacities: ['reviewer'],
      actions: [],
      operations: ['rate', 'note'],
      ratings: null,
      ratingsSubmitted: 1,
    });
    const after = employerApplication({
      ...before,
      operations: ['note'],
      ownRatings: { ...reviewerRatings(TIM, 4, 0), submittedAt: '2026-03-07T10:00:00.000Z' },
      ratings: [reviewerRatings(TIM, 4, 0.8), reviewerRatings(ADA, 3, -0.6)],
      ratingsSubmitted: 2,
      overallRating: 3.5,
    });
    const { fetchMock } = renderApplication(before, REVIEWER_ME, {
      [`POST /api/company-applications/${APPLICATION_ID}/ratings`]: json(200, after),
    });
    const ratings = await screen.findByRole('region', { name: 'Bewertungen' });
    expect(ratings).toHaveTextContent(
      '1 von 2 prüfenden Personen haben bewertet – die Bewertungen erscheinen, sobald Sie Ihre abgesendet haben.',
    );
    expect(within(ratings).queryByText('Ada Lind')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Screening-Antworten' }));
    await user.click(await screen.findByRole('button', { name: 'Bewertung absenden' }));
    expect(await screen.findAllByText('Die Bewertung darf nicht leer sein.')).toHaveLength(2);
    expect(screen.getByText('Bitte bewerten Sie alle Antworten, bevor Sie fortfahren.')).toBeInTheDocument();

    const cv = screen.getByRole('radiogroup', { name: /Bewertung des anonymen Lebenslaufs/ });
    within(cv).getByRole('radio', { name: '4 von 5 Sternen' }).focus();
    await user.keyboard(' ');
    const answer = screen.getByRole('radiogroup', { name: /Bewertung der Antwort 1/ });
    within(answer).getByRole('radio', { name: '4 von 5 Sternen' }).focus();
    await user.keyboard(' ');
    await user.type(screen.getByRole('textbox', { name: 'Kommentar zum Lebenslauf' }), 'Solide');
    await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));

    await waitFor(() => expect(within(ratings).getByText('Ada Lind')).toBeInTheDocument());
    expect(ratings).toHaveTextContent('2 von 2 prüfenden Personen haben bewertet');
    expect(ratings).toHaveTextContent('+0,8 (milde)');
    expect(ratings).toHaveTextContent('−0,6 (streng)');
    expect(await bodiesSentTo(fetchMock, `POST /api/company-applications/${APPLICATION_ID}/ratings`)).toEqual(
      [{ cv: { rating: 4, comment: 'Solide' }, answers: [{ questionId: 'q1', rating: 4, comment: '' }] }],
    );
  });

  it('shows the rating of a former member under the kept name, counted with the team', async () => {
    renderApplication(
      employerApplication({
        status: 'screening',
        reviewers: [TIM],
        ratings: [
          reviewerRatings({ id: null, name: 'Anna Alt', role: null }, 2, 0),
          reviewerRatings(TIM, 4, 0),
        ],
        ratingsSubmitted: 2,
        ratingsExpected: 2,
        overallRating: 3,
      }),
    );
    const ratings = await screen.findByRole('region', { name: 'Bewertungen' });
    expect(ratings).toHaveTextContent('2 von 2 prüfenden Personen haben bewertet');
    const former = within(ratings).getByText('Anna Alt').closest('tr');
    expect(former).toHaveTextContent('Anna Alt (ehemaliges Mitglied)');
    expect(former).toHaveTextContent('nicht geführt');
    expect(within(ratings).getByText('Tim Vogel').closest('tr')).not.toHaveTextContent('ehemaliges Mitglied');
  });

  it('rejects with a note and an internal reason, and toggles the selected mark', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApplication(employerApplication(), EMPLOYER_ME, {
      [`PUT /api/company-applications/${APPLICATION_ID}/selected`]: json(
        200,
        employerApplication({ isSelected: true }),
      ),
      [`POST /api/company-applications/${APPLICATION_ID}/reject`]: json(
        200,
        employerApplication({
          status: 'rejected',
          actions: [],
          rejection: { noteToCandidate: 'Danke', internalReason: 'Zu wenig Go' },
          rejectedAt: '2026-03-08T10:00:00.000Z',
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Vormerken' }));
    expect(await screen.findByRole('button', { name: 'Vormerkung entfernen' })).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PUT /api/company-applications/${APPLICATION_ID}/selected`)).toEqual(
      [{ isSelected: true }],
    );

    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung #42 ablehnen?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nachricht an die Person' }), 'Danke');
    await user.type(within(dialog).getByRole('textbox', { name: 'Interner Grund' }), 'Zu wenig Go');
    await user.click(within(dialog).getByRole('button', { name: 'Bewerbung ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Zu wenig Go');
    expect(await bodiesSentTo(fetchMock, `POST /api/company-applications/${APPLICATION_ID}/reject`)).toEqual([
      { noteToCandidate: 'Danke', internalReason: 'Zu wenig Go' },
    ]);
  });

  it('shows a status conflict and loads the application again', async () => {
    const user = userEvent.setup();
    let loads = 0;
    renderApplication(employerApplication(), EMPLOYER_ME, {
      [DETAIL]: () => {
        loads += 1;
        return json(
          200,
          loads === 1 ? employerApplication() : employerApplication({ status: 'rejected', actions: [] }),
        );
      },
      [`PUT /api/company-applications/${APPLICATION_ID}/selected`]: apiError(
        409,
        'application_status_conflict',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Vormerken' }));
    expect(await screen.findByText('Das hat nicht geklappt')).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Abgelehnt')).toBeInTheDocument();
  });

  it('adds a note', async () => {
    const user = userEvent.setup();
    const note = {
      id: crypto.randomUUID(),
      content: 'Bitte früh anrufen',
      author: 'Jana Roth',
      createdAt: '2026-03-08T09:00:00.000Z',
    };
    const { fetchMock } = renderApplication(employerApplication(), EMPLOYER_ME, {
      [`POST /api/company-applications/${APPLICATION_ID}/notes`]: json(
        200,
        employerApplication({ notes: [note] }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Notiz hinzufügen' }));
    expect(await screen.findByText(/darf nicht leer sein/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Neue Notiz' }), 'Bitte früh anrufen');
    await user.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
    expect(await screen.findByText('Bitte früh anrufen')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `POST /api/company-applications/${APPLICATION_ID}/notes`)).toEqual([
      { content: 'Bitte früh anrufen' },
    ]);
  });

  it('tells a reviewer who may not open the application so', async () => {
    renderAt(
      `/employer/applications/${APPLICATION_ID}`,
      { [DETAIL]: apiError(403, 'forbidden_to_access_data') },
      REVIEWER_ME,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Sie haben keine Berechtigung, diese Bewerbung anzusehen.',
      }),
    ).toBeInTheDocument();
  });
});
