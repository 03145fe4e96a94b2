import { notifications } from './notifications.schema';

/*
 * The notifications' part of an erasure: their rows go by cascade with the application, the job, the
 * candidate's or the employer's account (migration 0034); the erasing code names these tables to the
 * vacuum job so that no byte of the erased rows stays in the database's files.
 */

/** The tables an application's erasure deletes notification rows from (by cascade). */
export const NOTIFICATION_TABLES_OF_APPLICATION = [notifications] as const;

/** The tables a candidate account's deletion deletes notification rows from (by cascade). */
export const NOTIFICATION_TABLES_OF_CANDIDATE = [notifications] as const;
