import { EMPLOYER_ACCESS } from '@veil/domain';
import { api } from '../../http/context';
import { asEmployer } from '../../http/guards';
import { assignApplication } from './application-assignment';
import { rateApplication } from './application-ratings';
import { countBoard, listBoard } from './board.service';
import { getDeletionLog, jobDeletionStats, listDeletionLogs } from './deletion-logs.service';
import { getEmployerApplication, getRevealedResume, listAssignees } from './employer-application-view';
import {
  addApplicationNote,
  rejectApplication,
  selectApplication,
  startScreening,
} from './employer-applications.service';

const BOARD = EMPLOYER_ACCESS.applications;

export const employerApplicationsRoutes = api.employerApplications.router({
  board: api.employerApplications.board.handler(async ({ input, context }) =>
    listBoard(context.database.db, await asEmployer(context, BOARD), input),
  ),
  counts: api.employerApplications.counts.handler(async ({ input, context }) =>
    countBoard(context.database.db, await asEmployer(context, BOARD), input),
  ),
  assignees: api.employerApplications.assignees.handler(async ({ context }) =>
    listAssignees(context.database.db, await asEmployer(context, BOARD)),
  ),
  get: api.employerApplications.get.handler(async ({ input, context }) =>
    getEmployerApplication(
      context.database.db,
      await asEmployer(context, BOARD),
      input.applicationId,
      context.clock.now(),
    ),
  ),
  resume: api.employerApplications.resume.handler(async ({ input, context }) =>
    getRevealedResume(context.database.db, await asEmployer(context, BOARD), input.applicationId),
  ),
  assign: api.employerApplications.assign.handler(async ({ input, context }) => {
    const { applicationId, ...assignment } = input;
    return assignApplication(
      context.database.db,
      await asEmployer(context, BOARD),
      applicationId,
      assignment,
    );
  }),
  startScreening: api.employerApplications.startScreening.handler(async ({ input, context }) =>
    startScreening(
      { db: context.database.db, clock: context.clock },
      await asEmployer(context, BOARD),
      input.applicationId,
    ),
  ),
  rate: api.employerApplications.rate.handler(async ({ input, context }) => {
    const { applicationId, ...ratings } = input;
    return rateApplication(context.database.db, await asEmployer(context, BOARD), applicationId, ratings);
  }),
  addNote: api.employerApplications.addNote.handler(async ({ input, context }) =>
    addApplicationNote(
      context.database.db,
      await asEmployer(context, BOARD),
      input.applicationId,
      input.content,
    ),
  ),
  reject: api.employerApplications.reject.handler(async ({ input, context }) => {
    const { applicationId, ...rejection } = input;
    const deps = { db: context.database.db, mail: context.mail, clock: context.clock };
    return rejectApplication(deps, await asEmployer(context, BOARD), applicationId, rejection);
  }),
  select: api.employerApplications.select.handler(async ({ input, context }) =>
    selectApplication(
      context.database.db,
      await asEmployer(context, BOARD),
      input.applicationId,
      input.isSelected,
    ),
  ),
  deletionLogs: api.employerApplications.deletionLogs.handler(async ({ input, context }) =>
    listDeletionLogs(
      context.database.db,
      await asEmployer(context, EMPLOYER_ACCESS.deletionLogs),
      input,
      context.clock.now(),
    ),
  ),
  deletionLog: api.employerApplications.deletionLog.handler(async ({ input, context }) =>
    getDeletionLog(
      context.database.db,
      await asEmployer(context, EMPLOYER_ACCESS.deletionLogs),
      input.applicationId,
      context.clock.now(),
    ),
  ),
  jobDeletionStats: api.employerApplications.jobDeletionStats.handler(async ({ input, context }) => {
    const employer = await asEmployer(context, EMPLOYER_ACCESS.jobs);
    return jobDeletionStats(context.database.db, employer.companyId, input.jobId);
  }),
});
