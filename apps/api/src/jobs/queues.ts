import type { Queue } from 'pg-boss';

/**
 * What each queue's jobs carry. Jobs hold ids only, never personal data: the rows they point to
 * are the record, and pg-boss's tables stay free of anything a deletion request must reach.
 */
export type JobPayloads = {
  'mail.send': { messageId: string };
  'uploads.remove-abandoned': Record<string, never>;
  'auth.reconcile-sign-up-mails': Record<string, never>;
  'resumes.import': { candidateId: string };
  'applications.retention': Record<string, never>;
  'talent-pool.retention': Record<string, never>;
  'demo.reset': Record<string, never>;
  /** a job post just published (modules/jobs/employer-jobs.service.ts): saved searches match it */
  'job-posts.published': { jobId: string };
  'applications.audio-reminders': Record<string, never>;
  'recordings.alter': { recordingId: string };
  'recordings.remove-stale-demos': Record<string, never>;
  'db.vacuum-erased': Record<string, never>;
  /** storage keys are random names (uploads/<uuid>, recordings/<uuid>.mp3): nothing of the person */
  'candidates.delete-files': { keys: string[] };
};

export type JobName = keyof JobPayloads;

/** A queue's settings as pg-boss takes them at creation (its name aside). */
export type QueuePolicy = Omit<Queue, 'name'>;

/**
 * Every queue of the app with its default policy, created (or brought up to date) when the job
 * queue starts, so a job can be sent from any replica at any time. A module adds its queue here.
 */
export const QUEUES: Record<JobName, QueuePolicy> = {
  'mail.send': {
    // The mail module sets its retries per job from the configuration; these are the fallback.
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    // An SMTP conversation that hangs this long is given up on and retried.
    expireInSeconds: 180,
    // The mail_messages row is the lasting record; the finished job need not stay long.
    deleteAfterSeconds: 7 * 24 * 3600,
    // Wakes the worker the moment a mail is committed: sign-up codes should arrive at once.
    notify: true,
  },
  'uploads.remove-abandoned': {
    // Sent by a schedule (see modules/media/upload-cleanup.ts). At most one run at a time and one
    // waiting, whichever replica picks it up: a slow run is never joined by a second one.
    policy: 'stately',
    // A run is idempotent and the next scheduled one is as good as a retry.
    retryLimit: 0,
    // A run stops between batches when its job expires; the next run goes on from there.
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 24 * 3600,
    // A job sent by hand (or a test) starts at once; the worker itself polls rarely.
    notify: true,
  },
  'auth.reconcile-sign-up-mails': {
    // Sent by a schedule every minute and once after each start (auth/sign-up-mail-reconciler.ts):
    // one run at a time, whichever replica picks it up.
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'resumes.import': {
    // Reads one candidate's CV (modules/candidate-profile/resume-import.ts). A crash or an expired run
    // is retried twice; the candidate then sees the error and may start again.
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 120,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'talent-pool.retention': {
    // Sent daily by a schedule (modules/talent-pool/talent-pool-retention.ts): deletes revoked and
    // expired consents; one run at a time, idempotent, the next day's is as good as a retry.
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  'job-posts.published': {
    // Written in the publication's transaction; its worker (modules/saved-searches/new-job-matches.ts)
    // tells each saved search the job matches, once per search and job (saved_search_matches), so a
    // retried run sends nothing twice.
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'demo.reset': {
    // Sent nightly by a schedule while DEMO_AREA is on (modules/demo/demo-reset.ts): one run at a
    // time; the next night's is as good as a retry.
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  'applications.retention': {
    // Sent daily by a schedule (modules/applications/retention.ts): one run at a time, whichever
    // replica picks it up; a run is idempotent and the next day's is as good as a retry.
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  'applications.audio-reminders': {
    // Sent every quarter hour by a schedule (modules/applications/audio-reminders.ts): one run at a
    // time; each reminder is claimed in its own UPDATE, so even two runs never send one twice.
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'recordings.alter': {
    // Alters one recorded answer's voice (modules/recordings/voice-alteration.ts). A crash or an
    // expired run is retried twice; the answer then shows its error and the candidate records again.
    // An audio interview answer is transcribed in the same run, one answer at a time per process, so
    // a busy worker's run may wait minutes for its turn: the expiry leaves room for that, and the
    // job's heartbeat (sent with it) still hands a dead worker's run on within about half a minute.
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'recordings.remove-stale-demos': {
    // Sent by a schedule (modules/recordings): one run at a time; the next run is as good as a retry.
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'db.vacuum-erased': {
    // Rewrites the tables erasures touched (jobs/erasure-vacuum-work.ts: when, on which database).
    // One run at a time and at most one waiting, whichever replica: a burst of erasures becomes one
    // run, which takes every table asked for until it starts.
    policy: 'stately',
    // A table lock not granted within VACUUM_LOCK_TIMEOUT fails the run; the retry comes soon.
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'candidates.delete-files': {
    // The stored files of a deleted candidate account (modules/candidate-profile/account-deletion.ts),
    // written in the deletion's transaction. Deleting a file twice is harmless: retried until storage answers.
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 5 * 60,
    // the finished job (its keys) goes within the hour
    deleteAfterSeconds: 3600,
    notify: true,
  },
};
