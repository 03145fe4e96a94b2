import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatTime } from '@veil/domain';
import type { AudioInterview, CandidateApplication, Recording } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { choose } from '../../test/select';
import { renderCandidateAt } from '../candidate-app.testing';
import {
  AUDIO_QUESTIONS,
  audioInterviewFixture,
  dueIn,
  invitedApplicationFixture,
  recordingFixture,
} from './audio-interview-fixtures';

/*
 * The candidate's audio interview: the card on the application page, the instruction page in its
 * states (open, closed, submitted, written alternative requested) and the answer page, which skips
 * answered questions, sends each answer (again, when sending failed) and submits them all at once.
 * The browser's microphone is replaced by a capture that records at once; uploads go through a
 * stand-in XMLHttpRequest. The real recorder, with a fake microphone, is the browser journey's.
 */

const microphone = vi.hoisted(() => ({ problem: null as null | 'denied' | 'noDevice' }));

vi.mock('../../features/recording/capture', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../features/recording/capture')>();
  return {
    ...actual,
    startCapture: async (options: { onLevel?: (level: number, seconds: number) => void } = {}) => {
      if (microphone.problem) throw new actual.MicrophoneError(microphone.problem);
      options.onLevel?.(0.6, 0.5);
      return {
        stop: async () => new Blob([new Uint8Array(64)], { type: 'audio/wav' }),
        cancel: () => undefined,
      };
    },
  };
});

/** Answers the file PUT of an upload: with 200, or with 500 while `failing` is above zero. */
const storage = vi.hoisted(() => ({ failing: 0, puts: 0 }));
class StorageXhr {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    storage.puts += 1;
    const fail = storage.failing > 0;
    if (fail) storage.failing -= 1;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 32, total: 64 } as ProgressEvent);
      this.status = fail ? 500 : 200;
      this.statusText = fail ? 'Internal Server Error' : 'OK';
      this.onload?.();
    }, 0);
  }
}

const APPLICATION = invitedApplicationFixture();
const ID = APPLICATION.id;
const INTERVIEW_API = `GET /api/applications/${ID}/audio-interview`;
const FILES_API = `GET /api/companies/${APPLICATION.company.id}/public-files`;
const NO_FILES = { logo: null, media: [], documents: [] };
const INSTRUCTION_PATH = `/candidate/applications/${ID}/audio-recording-instruction`;
const ANSWER_PATH = `/candidate/applications/record/answer/${ID}`;
const UPLOAD_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const FIRST = recordingFixture();
const SECOND_ID = '5c3d1e2f-7a8b-4c9d-8e0f-1a2b3c4d5e02';

const dueText = (iso: string) =>
  `Bitte antworten Sie bis ${formatDate(new Date(iso), 'de')}, ${formatTime(new Date(iso))} Uhr.`;

/** The routes every page here needs: the session, the application and its company's files. */
function baseRoutes(application: () => CandidateApplication, interview: () => AudioInterview) {
  return {
    ...sessionRoutes('candidate', CANDIDATE_ME),
    [`GET /api/applications/${ID}`]: () => json(200, application()),
    [INTERVIEW_API]: () => json(200, interview()),
    [FILES_API]: { body: NO_FILES },
  };
}

/** The routes of one answer's way: upload ticket, upload check, submit, its state and altered file. */
function recordingRoutes(recording: () => Recording) {
  const id = recording().id;
  return {
    'POST /api/media': {
      body: {
        uploadId: UPLOAD_ID,
        url: `/api/files/upload/${UPLOAD_ID}`,
        method: 'PUT',
        headers: {},
        maxBytes: 10_000_000,
        expiresAt: '2099-01-01T00:00:00.000Z',
      },
    },
    [`POST /api/media/${UPLOAD_ID}/complete`]: {
      body: {
        uploadId: UPLOAD_ID,
        purpose: 'candidate_audio_answer',
        status: 'done',
        mediaKind: null,
        contentType: 'audio/wav',
        size: 64,
        fileName: 'answer.wav',
      },
    },
    [`POST /api/recordings/${id}/submit`]: () => json(200, { ...recording(), state: 'processing' }),
    [`GET /api/recordings/${id}`]: () => json(200, recording()),
    [`GET /api/recordings/${id}/audio`]: {
      body: { url: `/files/altered/${id}.mp3`, expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  };
}

beforeEach(() => {
  microphone.problem = null;
  storage.failing = 0;
  storage.puts = 0;
});

describe('the application page', () => {
  it('leads an invited candidate to the audio interview with its due date', async () => {
    stubApi(baseRoutes(() => APPLICATION, audioInterviewFixture));
    renderCandidateAt(`/candidate/applications/${ID}`);
    const card = await screen.findByRole('region', { name: 'Ihr Audio-Interview' });
    expect(card).toHaveTextContent(
      `${APPLICATION.company.name} lädt Sie ein, 2 Fragen per Audio zu beantworten.`,
    );
    expect(within(card).getByText(dueText(APPLICATION.dueDate ?? ''))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Zum Audio-Interview' })).toHaveAttribute(
      'href',
      INSTRUCTION_PATH,
    );
  });

  it('says when recording closed without answers', async () => {
    const dueDate = dueIn(-1);
    stubApi(
      baseRoutes(() => invitedApplicationFixture({ dueDate, recordingClosed: true }), audioInterviewFixture),
    );
    renderCandidateAt(`/candidate/applications/${ID}`);
    expect(await screen.findByText('Audio-Interview geschlossen')).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Die Frist \\(${formatDate(new Date(dueDate), 'de')}\\)`)),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zum Audio-Interview' })).toBeNull();
  });
});

describe('the instruction page', () => {
  it('explains the interview, checks the microphone and starts in the chosen answer language', async () => {
    const interview = audioInterviewFixture();
    stubApi(
      baseRoutes(
        () => APPLICATION,
        () => interview,
      ),
    );
    const user = userEvent.setup();
    renderCandidateAt(INSTRUCTION_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Audio-Interview' })).toBeInTheDocument();
    expect(
      screen.getByText(`${APPLICATION.job.jobTitle} bei ${APPLICATION.company.name}`),
    ).toBeInTheDocument();
    expect(screen.getByTestId('interview-size')).toHaveTextContent('2 Fragen · insgesamt etwa 4 Minuten');
    expect(screen.getByText(dueText(interview.dueDate))).toBeInTheDocument();
    // the voice alteration in plain words: what the company hears, and that the original is deleted
    expect(screen.getByText(/Das Unternehmen hört nur die verfremdete Fassung/)).toBeInTheDocument();
    expect(screen.getByText(/Ihre Originalaufnahme wird gelöscht/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aufnahme ausprobieren' })).toHaveAttribute(
      'href',
      '/candidate/recording-demo',
    );

    // the microphone check shows the level and that the candidate is heard
    await user.click(screen.getByRole('button', { name: 'Mikrofon testen' }));
    expect(await screen.findByText('Wir hören Sie: Ihr Mikrofon funktioniert.')).toBeInTheDocument();
    expect(screen.getByTestId('level-meter')).toHaveAttribute('data-level', '60');
    await user.click(screen.getByRole('button', { name: 'Test beenden' }));

    // the job's language is offered first and chosen; another one goes into the start link
    const language = await screen.findByRole('combobox', { name: 'Sprache Ihrer Antworten' });
    await waitFor(() => expect(language).toHaveValue('Deutsch'));
    const start = screen.getByRole('link', { name: 'Audio-Interview beginnen' });
    expect(start).toHaveAttribute('href', `${ANSWER_PATH}?language=deu`);
    await choose(user, language, 'Englisch');
    expect(start).toHaveAttribute('href', `${ANSWER_PATH}?language=eng`);
  });

  it('names a refused microphone and offers the written alternative beside it', async () => {
    microphone.problem = 'denied';
    stubApi(baseRoutes(() => APPLICATION, audioInterviewFixture));
    const user = userEvent.setup();
    renderCandidateAt(INSTRUCTION_PATH);
    await user.click(await screen.findByRole('button', { name: 'Mikrofon testen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Zugriff auf das Mikrofon wurde verweigert.');
    expect(within(alert).getByRole('button', { name: 'Ich kann nicht aufnehmen' })).toBeInTheDocument();
  });

  it('asks for a written alternative without a reason, then says it was requested', async () => {
    let interview = audioInterviewFixture();
    const fetchMock = stubApi({
      ...baseRoutes(
        () => APPLICATION,
        () => interview,
      ),
      [`POST /api/applications/${ID}/written-alternative`]: () => {
        interview = { ...interview, writtenAlternativeRequestedAt: new Date().toISOString() };
        return json(200, {
          ...APPLICATION,
          writtenAlternativeRequestedAt: interview.writtenAlternativeRequestedAt,
        });
      },
    });
    const user = userEvent.setup();
    renderCandidateAt(INSTRUCTION_PATH);
    await user.click(await screen.findByRole('button', { name: 'Ich kann nicht aufnehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Um eine schriftliche Alternative bitten?' });
    expect(dialog).toHaveTextContent('Einen Grund müssen Sie nicht nennen');
    await user.click(within(dialog).getByRole('button', { name: 'Um schriftliche Alternative bitten' }));

    expect(await screen.findByText('Schriftliche Alternative erbeten')).toBeInTheDocument();
    expect(screen.getByText(/Sie haben .* um eine schriftliche Alternative gebeten/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ich kann nicht aufnehmen' })).toBeNull();
    // recording stays possible until the due date
    expect(screen.getByRole('link', { name: 'Audio-Interview beginnen' })).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `POST /api/applications/${ID}/written-alternative`)).toHaveLength(1);
  });

  it('says the interview is closed once the due date has passed', async () => {
    const dueDate = dueIn(-1);
    stubApi(
      baseRoutes(
        () => APPLICATION,
        () => audioInterviewFixture({ status: 'closed', dueDate }),
      ),
    );
    renderCandidateAt(INSTRUCTION_PATH);
    expect(await screen.findByText('Das Audio-Interview ist geschlossen')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Die Frist (${formatDate(new Date(dueDate), 'de')}) ist abgelaufen. Eine Aufnahme ist nicht mehr möglich. Verlängert das Unternehmen die Frist, erhalten Sie eine E-Mail.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audio-Interview beginnen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mikrofon testen' })).toBeNull();
  });

  it('says the answers were sent once submitted', async () => {
    stubApi(
      baseRoutes(
        () => APPLICATION,
        () =>
          audioInterviewFixture({
            status: 'submitted',
            submitAudioScreeningAnswerAt: '2026-05-14T08:00:00.000Z',
          }),
      ),
    );
    renderCandidateAt(INSTRUCTION_PATH);
    expect(await screen.findByText('Ihre Antworten wurden gesendet')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Sie haben Ihre Antworten am 14.05.2026 gesendet. ${APPLICATION.company.name} bewertet sie jetzt.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audio-Interview beginnen' })).toBeNull();
  });
});

describe('the answer page', () => {
  it('skips the answered question, sends the new answer again after a failed upload and submits all', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageXhr);
    storage.failing = 1;
    let application: CandidateApplication = APPLICATION;
    let second: Recording | null = null;
    let interview = audioInterviewFixture({
      questions: [
        { ...AUDIO_QUESTIONS[0], recording: FIRST },
        { ...AUDIO_QUESTIONS[1], recording: null },
      ],
    });
    const withSecond = () =>
      recordingFixture({ id: SECOND_ID, questionId: 'q2', durationSeconds: 60, audioSeconds: 30 });
    const fetchMock = stubApi({
      ...baseRoutes(
        () => application,
        () => interview,
      ),
      ...recordingRoutes(() => FIRST),
      ...recordingRoutes(withSecond),
      [`POST /api/applications/${ID}/audio-answers`]: () => {
        second = { ...withSecond(), state: 'recording', audioSeconds: null };
        return json(200, second);
      },
      [`POST /api/recordings/${SECOND_ID}/submit`]: () => {
        interview = {
          ...interview,
          questions: [interview.questions[0], { ...AUDIO_QUESTIONS[1], recording: withSecond() }].filter(
            (q) => q !== undefined,
          ),
        };
        return json(200, { ...withSecond(), state: 'processing' });
      },
      [`POST /api/applications/${ID}/audio-answers/submit`]: () => {
        application = {
          ...APPLICATION,
          status: 'evaluating',
          operations: [],
          submitAudioScreeningAnswerAt: new Date().toISOString(),
        };
        interview = { ...interview, status: 'submitted' };
        return json(200, application);
      },
    });
    const user = userEvent.setup();
    const app = renderCandidateAt(`${ANSWER_PATH}?language=deu`);

    // question 1 has a ready answer on the server: the page goes on with question 2
    expect(await screen.findByText('1 von 2 Fragen beantwortet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frage 2 von 2' })).toBeInTheDocument();
    expect(screen.queryByText(AUDIO_QUESTIONS[0].question)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Frage 2 anzeigen' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: AUDIO_QUESTIONS[1].question }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('reading-countdown')).toHaveTextContent('Die Aufnahme beginnt in 0:30');

    // record, stop: the upload fails and the same recording is sent again
    await user.click(screen.getByRole('button', { name: 'Aufnahme jetzt starten' }));
    await user.click(await screen.findByRole('button', { name: 'Aufnahme beenden' }));
    expect(await screen.findByText(/Ihre Antwort konnte nicht gesendet werden/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut senden' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: AUDIO_QUESTIONS[1].question }),
    ).toBeInTheDocument();
    const player = await screen.findByTestId('altered-audio');
    expect(player).toHaveAttribute('src', `/files/altered/${SECOND_ID}.mp3`);
    expect(storage.puts).toBe(2);
    expect(await bodiesSentTo(fetchMock, `POST /api/applications/${ID}/audio-answers`)).toEqual([
      { questionId: 'q2', answerLanguage: 'deu' },
      { questionId: 'q2', answerLanguage: 'deu' },
    ]);

    // keeping it leads to the summary, where every answer plays
    await user.click(screen.getByRole('button', { name: 'Diese Antwort behalten' }));
    await user.click(await screen.findByRole('button', { name: 'Antworten prüfen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ihre Antworten' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('altered-audio')).toHaveLength(2));
    expect(screen.getByText('Länge 42 Sekunden')).toBeInTheDocument();
    expect(screen.getByText('Länge 30 Sekunden')).toBeInTheDocument();
    expect(screen.getAllByText('Sprache: Deutsch')).toHaveLength(2);

    // submitting all, confirmed: the application is evaluating
    const submit = screen.getByRole('button', { name: 'Alle Antworten absenden' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Alle Antworten absenden?' });
    expect(dialog).toHaveTextContent(`Ihre 2 Antworten gehen zusammen an ${APPLICATION.company.name}`);
    await user.click(within(dialog).getByRole('button', { name: 'Antworten absenden' }));
    await waitFor(() => expect(app.location()).toBe(`/candidate/applications/${ID}`));
    expect(
      await screen.findByText('Ihre Antworten wurden abgesendet. Das Unternehmen bewertet sie jetzt.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('In Bewertung')).toBeInTheDocument();
    expect(screen.getByText('Audio-Interview abgeschickt')).toBeInTheDocument();
  });

  it('keeps the answers and says so when the due date passed meanwhile', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageXhr);
    let interview = audioInterviewFixture();
    stubApi({
      ...baseRoutes(
        () => APPLICATION,
        () => interview,
      ),
      [`POST /api/applications/${ID}/audio-answers`]: () => {
        interview = { ...interview, status: 'closed', dueDate: dueIn(-0.01) };
        return apiError(409, 'application_due_date_passed', 'passed');
      },
    });
    const user = userEvent.setup();
    renderCandidateAt(ANSWER_PATH);
    await user.click(await screen.findByRole('button', { name: 'Frage 1 anzeigen' }));
    await user.click(await screen.findByRole('button', { name: 'Aufnahme jetzt starten' }));
    await user.click(await screen.findByRole('button', { name: 'Aufnahme beenden' }));
    expect(await screen.findByText('Das Audio-Interview ist geschlossen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aufnahme/ })).toBeNull();
  });
});
