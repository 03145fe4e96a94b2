import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@veil/domain';
import type { Assignee, EmployerAudioAnswer } from '@veil/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, bodiesSentTo, EMPLOYER_ME, json } from '../../test/api-stub';
import { ADA, APPLICATION_ID, employerApplication, JANA, TIM } from './application-fixtures';
import { REVIEWER_ME, renderApplication } from './applications.testing';
import { defaultDueDay, dueInstant } from './audio-due-date';

const OLE: Assignee = { id: 'emp-4', name: 'Ole Berg', role: 'regular_user' };
const BASE = `/api/company-applications/${APPLICATION_ID}`;
const INVITE = `POST ${BASE}/audio-invitation`;
const EXTEND = `PUT ${BASE}/audio-invitation/due-date`;
const ANSWERS = `GET ${BASE}/audio-answers`;
const RATE = `POST ${BASE}/audio-ratings`;
const DAY_MS = 24 * 3_600_000;

const invitedAt = '2026-03-09T10:00:00.000Z';
const submittedAt = '2026-03-12T10:00:00.000Z';

function audioAnswer(overrides: Partial<EmployerAudioAnswer> = {}): EmployerAudioAnswer {
  return {
    questionId: 'a1',
    question: 'Erzählen Sie von einem Projekt.',
    durationSeconds: 120,
    answerLanguage: 'deu',
    audioSeconds: 83.4,
    state: 'ready',
    transcriptContent: 'Ich habe bei [Arbeitgeber] ein Lager neu geplant.',
    transcriptState: 'done',
    ...overrides,
  };
}

/** An application whose candidate has submitted the audio answers (`evaluating`). */
function evaluating(overrides: Parameters<typeof employerApplication>[0] = {}) {
  return employerApplication({
    status: 'evaluating',
    actions: ['reject'],
    operations: ['assign', 'note', 'select', 'viewRatings', 'listenAudio'],
    audioReviewers: [OLE],
    dueDate: '2026-03-16T22:59:00.000Z',
    audioInvitedAt: invitedAt,
    submitAudioScreeningAnswerAt: submittedAt,
    audioRatingsExpected: 1,
    audioRatings: [],
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the audio interview on the application page', () => {
  it('invites with a due date and an audio reviewer, refusing none, a past day and what the API refuses', async () => {
    const user = userEvent.setup();
    const screening = employerApplication({
      status: 'screening',
      actions: ['inviteToAudio', 'reject'],
      screeningStartedAt: '2026-03-06T10:00:00.000Z',
    });
    let invitations = 0;
    const { fetchMock } = renderApplication(screening, EMPLOYER_ME, {
      'GET /api/company-applications/assignees': json(200, [JANA, TIM, ADA, OLE]),
      [INVITE]: () => {
        invitations += 1;
        return invitations === 1
          ? apiError(422, 'application_ratings_missing', 'Please submit all ratings before proceeding.')
          : json(
              200,
              employerApplication({
                status: 'recording',
                actions: ['reject'],
                operations: ['assign', 'note', 'select', 'viewRatings', 'extendDueDate'],
                audioReviewers: [OLE],
                dueDate: dueInstant(defaultDueDay(new Date())).toISOString(),
                audioInvitedAt: new Date().toISOString(),
              }),
            );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zum Audio-Interview einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung #42 zum Audio-Interview einladen' });
    // the due date starts a week ahead, written as German readers write dates
    const day = defaultDueDay(new Date());
    expect(within(dialog).getByRole('button', { name: /^Frist/ })).toHaveTextContent(
      formatDate(dueInstant(day), 'de'),
    );
    expect(within(dialog).getByText(/Vorlage „Einladung zum Audio-Interview“/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'E-Mail-Vorlagen in neuem Tab ansehen' }),
    ).toHaveAttribute('href', '/employer/templates');

    // no audio reviewer
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(
      await within(dialog).findByText(
        'Bitte weisen Sie für das Audio-Interview eine weitere prüfende Person zu.',
      ),
    ).toBeInTheDocument();

    // the screening reviewers are not offered; another colleague is
    const reviewers = within(dialog).getByRole('combobox', { name: 'Prüfende Personen Audio-Interview' });
    await user.click(reviewers);
    const list = await waitFor(() => {
      const element = document.getElementById(reviewers.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('the list of audio reviewers is not open');
      return element;
    });
    expect(await within(list).findByRole('option', { name: /Jana Roth/, hidden: true })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /Tim Vogel/, hidden: true })).not.toBeInTheDocument();
    await user.click(
      within(list).getByRole('option', { name: 'Ole Berg (Standardnutzer:in)', hidden: true }),
    );

    // the form stayed open until the picked day has passed
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dueInstant(day).getTime() + DAY_MS);
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(
      await within(dialog).findByText(
        'Die Frist muss in der Zukunft liegen und darf höchstens 30 Tage entfernt sein.',
      ),
    ).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, INVITE)).toEqual([]);
    vi.useRealTimers();

    // refused by the API: its message, in the user's language
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie alle Bewertungen ab, bevor Sie fortfahren.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Audio-Interview')).toBeInTheDocument();
    expect(status).toHaveTextContent(`Frist: ${formatDate(dueInstant(day), 'de')}, 23:59 Uhr`);
    expect(within(status).getByText(`Fällig am ${formatDate(dueInstant(day), 'de')}`)).toBeInTheDocument();
    const expected = { dueDate: dueInstant(day).toISOString(), audioReviewerIds: [OLE.id] };
    expect(await bodiesSentTo(fetchMock, INVITE)).toEqual([expected, expected]);
  });

  it('shows a closed recording and the request for a written alternative, and extends the due date once', async () => {
    const user = userEvent.setup();
    const past = new Date(Date.now() - 2 * DAY_MS);
    const closed = employerApplication({
      status: 'recording',
      actions: ['reject'],
      operations: ['assign', 'note', 'select', 'viewRatings', 'extendDueDate'],
      audioReviewers: [OLE],
      dueDate: past.toISOString(),
      audioInvitedAt: invitedAt,
      recordingClosed: true,
      writtenAlternativeRequestedAt: '2026-03-10T08:00:00.000Z',
    });
    // two days after the due date: a week from today
    const newDay = defaultDueDay(new Date());
    const { fetchMock } = renderApplication(closed, EMPLOYER_ME, {
      [EXTEND]: json(
        200,
        employerApplication({
          ...closed,
          dueDate: dueInstant(newDay).toISOString(),
          dueDateExtendedAt: new Date().toISOString(),
          recordingClosed: false,
        }),
      ),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Aufnahme geschlossen')).toBeInTheDocument();
    expect(status).toHaveTextContent('Sie können die Frist einmal verlängern.');
    expect(status).toHaveTextContent(
      'Die Person hat am 10.03.2026 um eine schriftliche Alternative zum Audio-Interview gebeten',
    );

    await user.click(within(status).getByRole('button', { name: 'Frist verlängern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frist verlängern' });
    expect(within(dialog).getByRole('button', { name: /^Neue Frist/ })).toHaveTextContent(
      formatDate(dueInstant(newDay), 'de'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Frist verlängern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodiesSentTo(fetchMock, EXTEND)).toEqual([{ dueDate: dueInstant(newDay).toISOString() }]);
    expect(within(status).queryByText('Aufnahme geschlossen')).not.toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Frist verlängern' })).not.toBeInTheDocument();
    expect(status).toHaveTextContent('Frist verlängert am');
  });

  it('plays an answer through a fresh link, and offers a retry when the audio cannot be loaded', async () => {
    const user = userEvent.setup();
    let links = 0;
    renderApplication(evaluating(), EMPLOYER_ME, {
      [ANSWERS]: json(200, { answers: [audioAnswer()] }),
      [`GET ${BASE}/audio-answers/a1/audio`]: () => {
        links += 1;
        return links === 1
          ? apiError(503, 'unhandled_error', 'Unexpected error')
          : json(200, { url: `/files/altered-${links}.ogg`, expiresAt: '2099-01-01T00:00:00.000Z' });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Audiofragen' }));
    const answer = await screen.findByRole('listitem');
    expect(answer).toHaveTextContent('Erzählen Sie von einem Projekt.');
    expect(answer).toHaveTextContent('Zeitlimit: 2 Minuten');
    expect(answer).toHaveTextContent('Länge: 1 Minute 23 Sekunden');
    expect(answer).toHaveTextContent('Sprache: Deutsch');
    // the link is asked for only when the answer is played
    expect(links).toBe(0);

    await user.click(within(answer).getByRole('button', { name: 'Antwort abspielen (Frage 1)' }));
    expect(
      await within(answer).findByText('Die Audiodateien konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    await user.click(within(answer).getByRole('button', { name: 'Erneut versuchen' }));
    const player = await within(answer).findByTestId('audio-answer');
    expect(player).toHaveAttribute('src', '/files/altered-2.ogg');

    // the link expired during a long pause: the player fails, a retry asks for a fresh one
    fireEvent.error(player);
    expect(
      await within(answer).findByText('Die Audiodateien konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    await user.click(within(answer).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(answer).findByTestId('audio-answer')).toHaveAttribute('src', '/files/altered-3.ogg');
  });

  it('shows each answer’s redacted transcript, “no transcript” when off, and the transcription error', async () => {
    const user = userEvent.setup();
    renderApplication(evaluating(), EMPLOYER_ME, {
      [ANSWERS]: json(200, {
        answers: [
          audioAnswer(),
          audioAnswer({ questionId: 'a2', transcriptState: 'off', transcriptContent: null }),
          audioAnswer({ questionId: 'a3', transcriptState: 'error', transcriptContent: null }),
        ],
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Audiofragen' }));
    const [done, off, failed] = await screen.findAllByRole('listitem');
    expect(done).toHaveTextContent('TranskriptIch habe bei [Arbeitgeber] ein Lager neu geplant.');
    expect(done).toHaveTextContent('Automatisch erstellt und geschwärzt');
    expect(off).toHaveTextContent('Kein Transkript');
    expect(off).not.toHaveTextContent('Ich habe bei');
    expect(failed).toHaveTextContent('Die Audioantwort konnte nicht transkribiert werden.');
  });

  it('lets an audio reviewer rate every answer at once, then shows the others’ ratings', async () => {
    const user = userEvent.setup();
    const answers = [audioAnswer(), audioAnswer({ questionId: 'a2', question: 'Wie arbeiten Sie im Team?' })];
    const before = evaluating({
      audioReviewers: [TIM, ADA],
      reviewers: [JANA],
      capacities: ['audioReviewer'],
      operations: ['note', 'listenAudio', 'rateAudio'],
      ratings: null,
      audioRatings: null,
      audioRatingsSubmitted: 1,
      audioRatingsExpected: 2,
    });
    const given = (reviewer: Assignee, rating: number) => ({
      id: crypto.randomUUID(),
      reviewer,
      answers: [
        { questionId: 'a1', rating, comment: `Klar von ${reviewer.name}` },
        { questionId: 'a2', rating, comment: '' },
      ],
      score: rating,
      submittedAt: '2026-03-13T10:00:00.000Z',
    });
    const after = {
      ...before,
      operations: ['note', 'listenAudio'],
      ownAudioRatings: { answers: given(TIM, 4).answers, submittedAt: '2026-03-13T10:00:00.000Z' },
      audioRatings: [given(TIM, 4), given(ADA, 2)],
      audioRatingsSubmitted: 2,
      isReviewedAudioScreening: true,
      overallRating: 3,
    };
    const { fetchMock } = renderApplication(before, REVIEWER_ME, {
      [ANSWERS]: json(200, { answers }),
      [RATE]: json(200, after),
    });
    await user.click(await screen.findByRole('tab', { name: 'Audiofragen' }));
    expect(
      await screen.findByText(
        '1 von 2 prüfenden Personen haben das Audio-Interview bewertet – die Bewertungen erscheinen, sobald Sie Ihre abgesendet haben.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ada Lind')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
    expect(await screen.findAllByText('Die Bewertung darf nicht leer sein.')).toHaveLength(2);
    expect(screen.getByText('Bitte bewerten Sie alle Antworten, bevor Sie fortfahren.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, RATE)).toEqual([]);

    for (const number of [1, 2]) {
      const stars = screen.getByRole('radiogroup', { name: new RegExp(`Bewertung der Antwort ${number}`) });
      within(stars).getByRole('radio', { name: '4 von 5 Sternen' }).focus();
      await user.keyboard(' ');
    }
    await user.type(screen.getAllByRole('textbox', { name: 'Kommentar' })[0] as HTMLElement, 'Klar');
    await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));

    expect(
      await screen.findByText('2 von 2 prüfenden Personen haben das Audio-Interview bewertet'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Ada Lind')).toHaveLength(2);
    expect(screen.getByText('Klar von Ada Lind')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bewertung absenden' })).not.toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, RATE)).toEqual([
      {
        answers: [
          { questionId: 'a1', rating: 4, comment: 'Klar' },
          { questionId: 'a2', rating: 4, comment: '' },
        ],
      },
    ]);
  });
});
