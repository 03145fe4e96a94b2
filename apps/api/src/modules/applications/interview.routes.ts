import { EMPLOYER_ACCESS } from '@veil/domain';
import { api, serviceDeps } from '../../http/context';
import { asCandidate, asEmployer } from '../../http/guards';
import {
  candidateCalendar,
  candidateInterview,
  confirmSlot,
  noSlotFits,
  requestReschedule,
} from './candidate-interview';
import { approveWithInvitation, employerInterview, updateInvitation } from './employer-interview';

const BOARD = EMPLOYER_ACCESS.applications;

/** The interview invitation on the board: approve with it, change and resend it, read it. */
export const employerInterviewsRoutes = api.employerInterviews.router({
  approveWithInvitation: api.employerInterviews.approveWithInvitation.handler(async ({ input, context }) => {
    const { applicationId, ...invitation } = input;
    return approveWithInvitation(
      { ...serviceDeps(context), mail: context.mail },
      await asEmployer(context, BOARD),
      applicationId,
      invitation,
    );
  }),
  updateInvitation: api.employerInterviews.updateInvitation.handler(async ({ input, context }) => {
    const { applicationId, ...invitation } = input;
    return updateInvitation(
      { ...serviceDeps(context), mail: context.mail },
      await asEmployer(context, BOARD),
      applicationId,
      invitation,
    );
  }),
  interview: api.employerInterviews.interview.handler(async ({ input, context }) =>
    employerInterview(serviceDeps(context), await asEmployer(context, BOARD), input.applicationId),
  ),
});

/** The candidate's interview: the slots, the choice, the messages, the calendar screen. */
export const candidateInterviewsRoutes = api.candidateInterviews.router({
  interview: api.candidateInterviews.interview.handler(async ({ input, context }) =>
    candidateInterview(serviceDeps(context), await asCandidate(context), input.applicationId),
  ),
  confirmSlot: api.candidateInterviews.confirmSlot.handler(async ({ input, context }) =>
    confirmSlot(
      { ...serviceDeps(context), mail: context.mail },
      await asCandidate(context),
      input.applicationId,
      input.slotId,
    ),
  ),
  noSlotFits: api.candidateInterviews.noSlotFits.handler(async ({ input, context }) =>
    noSlotFits(
      { ...serviceDeps(context), mail: context.mail },
      await asCandidate(context),
      input.applicationId,
      input.message,
    ),
  ),
  requestReschedule: api.candidateInterviews.requestReschedule.handler(async ({ input, context }) =>
    requestReschedule(
      { ...serviceDeps(context), mail: context.mail },
      await asCandidate(context),
      input.applicationId,
      input.message,
    ),
  ),
  calendar: api.candidateInterviews.calendar.handler(async ({ context }) =>
    candidateCalendar(serviceDeps(context), await asCandidate(context)),
  ),
});
