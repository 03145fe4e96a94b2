import { EMPLOYER_ACCESS } from '@veil/domain';
import { api, serviceDeps } from '../../http/context';
import { asCandidate, asEmployer } from '../../http/guards';
import { rateAudio } from './application-audio-ratings';
import {
  getAudioInterview,
  requestWrittenAlternative,
  startAudioAnswer,
  submitAudioAnswers,
} from './candidate-audio-interview';
import {
  employerAudioAnswers,
  employerAudioAnswerUrl,
  extendDueDate,
  inviteToAudio,
} from './employer-audio-interview';

const BOARD = EMPLOYER_ACCESS.applications;

/** The audio interview on the board: invite, extend, read and hear the answers, rate them. */
export const employerAudioInterviewRoutes = api.employerAudioInterview.router({
  inviteToAudio: api.employerAudioInterview.inviteToAudio.handler(async ({ input, context }) => {
    const { applicationId, ...invitation } = input;
    return inviteToAudio(
      { ...serviceDeps(context), mail: context.mail },
      await asEmployer(context, BOARD),
      applicationId,
      invitation,
    );
  }),
  extendDueDate: api.employerAudioInterview.extendDueDate.handler(async ({ input, context }) =>
    extendDueDate(
      { ...serviceDeps(context), mail: context.mail },
      await asEmployer(context, BOARD),
      input.applicationId,
      new Date(input.dueDate),
    ),
  ),
  audioAnswers: api.employerAudioInterview.audioAnswers.handler(async ({ input, context }) =>
    employerAudioAnswers(serviceDeps(context), await asEmployer(context, BOARD), input.applicationId),
  ),
  audioAnswerUrl: api.employerAudioInterview.audioAnswerUrl.handler(async ({ input, context }) =>
    employerAudioAnswerUrl(
      serviceDeps(context),
      await asEmployer(context, BOARD),
      input.applicationId,
      input.questionId,
    ),
  ),
  rateAudio: api.employerAudioInterview.rateAudio.handler(async ({ input, context }) => {
    const { applicationId, ...ratings } = input;
    return rateAudio(context.database.db, await asEmployer(context, BOARD), applicationId, ratings);
  }),
});

/** The candidate's audio interview: instruction, answers, submission, written alternative. */
export const candidateAudioInterviewRoutes = api.candidateAudioInterview.router({
  audioInterview: api.candidateAudioInterview.audioInterview.handler(async ({ input, context }) =>
    getAudioInterview(serviceDeps(context), await asCandidate(context), input.applicationId),
  ),
  startAudioAnswer: api.candidateAudioInterview.startAudioAnswer.handler(async ({ input, context }) =>
    startAudioAnswer(serviceDeps(context), await asCandidate(context), input),
  ),
  submitAudioAnswers: api.candidateAudioInterview.submitAudioAnswers.handler(async ({ input, context }) =>
    submitAudioAnswers(serviceDeps(context), await asCandidate(context), input.applicationId),
  ),
  requestWrittenAlternative: api.candidateAudioInterview.requestWrittenAlternative.handler(
    async ({ input, context }) =>
      requestWrittenAlternative(serviceDeps(context), await asCandidate(context), input.applicationId),
  ),
});
