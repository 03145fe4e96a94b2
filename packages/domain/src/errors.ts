/**
 * The API error catalogue (spec section 8). Every error the API returns carries one of these codes;
 * its message comes from the i18n catalogue under `errors.<code>` in the caller's language.
 */
export const ERROR_CODES = [
  'configuration_error',
  'no_authentication_info',
  'invalid_request_body',
  'invalid_response_body',
  'unhandled_error',
  'cognito_error',
  'invalid_meme_type',
  'invalid_page_size',
  'malformed_user_data',
  'malformed_company_data',
  'user_not_found',
  'invalid_update_type',
  'invalid_path_parameters',
  'invalid_query_parameters',
  'company_inactive',
  'company_not_found',
  'company_name_is_used',
  'email_is_used',
  'user_inactive',
  'change_role_last_power_user',
  'change_role_last_active_power_user',
  'deactive_last_power_user',
  'malformed_csv_data',
  'wrong_data_types',
  'malformed_resume_data',
  'application_not_found',
  'application_exist',
  'application_is_selected',
  /** an application action its status does not allow (two tabs, two people, a stale page) */
  'application_status_conflict',
  /** submitting while a screening question has no answer */
  'application_screening_unanswered',
  /** starting the screening with fewer reviewers than the minimum */
  'application_reviewers_missing',
  /** moving on before every reviewer has submitted their ratings */
  'application_ratings_missing',
  /** an audio interview for a job without audio questions */
  'application_no_audio_questions',
  /** an audio interview without an audio reviewer */
  'application_audio_reviewer_missing',
  /** submitting the audio interview while a question has no answer */
  'application_audio_unanswered',
  /** a reviewer's ratings were submitted already (they are final) */
  'application_already_rated',
  /** the candidate asked to reveal their profile before the interview has taken place (or without one) */
  'reveal_before_interview',
  /** an account that cannot be put on an application (not of the company, or not active) */
  'application_assignee_invalid',
  /**
   * deleting an account that is the only reviewer of applications in screening (no rating, no other
   * reviewer) while the company has no active default reviewer to take them over
   */
  'application_last_reviewer',
  /** an audio interview due date in the past or more than AUDIO_DUE_DATE_MAX_DAYS away */
  'application_due_date_invalid',
  /** recording or submitting the audio interview after its due date */
  'application_due_date_passed',
  /** a second extension of the audio interview's due date (one is allowed) */
  'application_due_date_already_extended',
  /** an interview slot overlapping a confirmed interview of one of its interviewers (spec section 5) */
  'interview_slot_reserved',
  /** an interview slot that starts in the past */
  'interview_slot_in_past',
  /** asking to reschedule less than RESCHEDULE_WINDOW_HOURS before the interview */
  'interview_reschedule_closed',
  /** a second consent to a company's talent pool while one is in force */
  'talent_pool_consent_exists',
  /** a member of the talent pool who is not (or no longer) in it: revoked, expired, another company's */
  'talent_not_found',
  /** inviting a member of the pool to a job they were invited to already */
  'talent_invitation_exists',
  /** an invitation to apply that does not exist, lapsed or whose consent ended */
  'talent_invitation_not_found',
  /** a notification that does not exist or is someone else's */
  'notification_not_found',
  /** saving a search beyond SAVED_SEARCHES_MAX */
  'saved_search_limit_reached',
  /** a saved search that does not exist or is someone else's */
  'saved_search_not_found',
  'array_length_not_allow',
  'template_not_found',
  'template_name_in_use',
  'tag_exceeded_max_length',
  'google_event_error',
  'db_data_corrupted',
  'transcribe_error',
  'affinda_event_error',
  'affinda_time_out',
  'job_not_found',
  /** the candidate has no resume yet, or a public anonymous link that is off or unknown */
  'resume_not_found',
  /** a recording that does not exist, or is not the caller's */
  'recording_not_found',
  /** a re-record asked for after its window closed (RE_RECORD_WINDOW_SECONDS after the first answer) */
  're_record_window_closed',
  /** a CV import file that is neither a PDF nor LinkedIn's export (ZIP or CSV) */
  'cv_import_unsupported_file',
  /** a CV import file of a known kind that cannot be read (a damaged PDF or ZIP) */
  'cv_import_unreadable_file',
  /** a CV import file without content */
  'cv_import_empty_file',
  /** a password-protected PDF */
  'cv_import_encrypted_file',
  /** a PDF without text (a scan) */
  'cv_import_no_text',
  'job_inactive',
  /** creating or importing jobs while the company's required information is missing */
  'company_incomplete',
  /** a job action its status does not allow (publishing an open job, editing a closed one) */
  'job_status_conflict',
  /** a job with applications cannot be deleted, only closed */
  'job_has_applications',
  /** an import file with a header row and nothing below it */
  'import_no_rows',
  /** an import file with more data rows than one import takes */
  'import_too_many_rows',
  /** an import file whose header names columns the import does not know */
  'import_unknown_columns',
  /** an import file without a column every job needs */
  'import_missing_columns',
  /** an import file that names one column twice */
  'import_duplicate_columns',
  /** an import file with bad rows: nothing was imported; details.problems lists row, column, reason */
  'import_rows_invalid',
  /** publishing a draft whose required sections are still empty (details `{missingFields}`) */
  'job_incomplete',
  'forbidden_to_access_data',
  'invalid_request',
  'missing_field_value',
  'email_third_party',
  'generic_error',
  'route_not_found',
  'value_unchanged',
  'file_empty',
  'file_too_large',
  'file_type_not_allowed',
  'too_many_files',
  'file_not_found',
  /** a PDF protected by a password or encryption: it cannot be checked, so it is not kept */
  'file_protected',
  /** a file whose structure does not hold together (a broken PDF or video) */
  'file_damaged',
  /** more uploads of one purpose are open (sent or being sent) than a person may have at once */
  'too_many_uploads',
  /** the files of a company or a person would take up more storage than their quota */
  'upload_quota_exceeded',
  /** the upload was finished already, or its time ran out: a new upload is needed */
  'upload_expired',
  'rate_limited',
  /** a request body in a format the API does not read (everything but JSON) */
  'unsupported_content_type',
  /** a request body over the server's size limit */
  'request_too_large',
  /** request headers (cookies, URL) over the server's size limit */
  'request_header_too_large',
  /** the request clashes with data saved in the meantime (e.g. two tabs, two people at once) */
  'conflict',
  // sign-in (spec section 8, identity errors)
  'invalid_credentials',
  'attempt_limit_exceeded',
  'invalid_code',
  'password_policy',
  'user_already_exists',
  'user_not_confirmed',
  'session_expired',
  'terms_not_accepted',
  'activation_link_invalid',
  'activation_link_expired',
  'activation_link_used',
  'account_already_active',
  /** deleting one's account with a password that is not the account's */
  'account_deletion_wrong_password',
  /** deleting an account without a password and without typing the confirmation word */
  'account_deletion_word_missing',
  /** a change tried in a demo visitor's session (the /demo tour is read-only) */
  'demo_read_only',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status each code is answered with; anything not listed is a 400. */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  configuration_error: 500,
  unhandled_error: 500,
  invalid_response_body: 500,
  db_data_corrupted: 500,
  no_authentication_info: 401,
  company_inactive: 403,
  user_inactive: 403,
  demo_read_only: 403,
  forbidden_to_access_data: 403,
  user_not_found: 404,
  company_not_found: 404,
  application_not_found: 404,
  template_not_found: 404,
  job_not_found: 404,
  resume_not_found: 404,
  recording_not_found: 404,
  re_record_window_closed: 409,
  cv_import_unsupported_file: 422,
  cv_import_unreadable_file: 422,
  cv_import_empty_file: 422,
  cv_import_encrypted_file: 422,
  cv_import_no_text: 422,
  route_not_found: 404,
  file_not_found: 404,
  company_name_is_used: 409,
  email_is_used: 409,
  application_exist: 409,
  application_is_selected: 409,
  application_status_conflict: 409,
  application_screening_unanswered: 422,
  application_reviewers_missing: 422,
  application_ratings_missing: 422,
  application_no_audio_questions: 422,
  application_audio_reviewer_missing: 422,
  application_audio_unanswered: 422,
  application_already_rated: 409,
  reveal_before_interview: 409,
  application_assignee_invalid: 422,
  application_last_reviewer: 409,
  application_due_date_invalid: 422,
  application_due_date_passed: 409,
  application_due_date_already_extended: 409,
  interview_slot_reserved: 409,
  interview_slot_in_past: 422,
  interview_reschedule_closed: 409,
  talent_pool_consent_exists: 409,
  talent_not_found: 404,
  notification_not_found: 404,
  saved_search_limit_reached: 409,
  saved_search_not_found: 404,
  talent_invitation_exists: 409,
  talent_invitation_not_found: 404,
  template_name_in_use: 409,
  conflict: 409,
  file_too_large: 413,
  file_type_not_allowed: 415,
  file_protected: 422,
  file_damaged: 422,
  too_many_uploads: 429,
  upload_quota_exceeded: 413,
  upload_expired: 410,
  invalid_meme_type: 415,
  job_inactive: 410,
  company_incomplete: 409,
  job_status_conflict: 409,
  job_has_applications: 409,
  import_rows_invalid: 422,
  job_incomplete: 409,
  rate_limited: 429,
  unsupported_content_type: 415,
  request_too_large: 413,
  request_header_too_large: 431,
  invalid_credentials: 401,
  attempt_limit_exceeded: 429,
  user_already_exists: 409,
  user_not_confirmed: 403,
  session_expired: 401,
  activation_link_invalid: 404,
  activation_link_expired: 410,
  activation_link_used: 410,
  account_already_active: 409,
  account_deletion_wrong_password: 422,
  account_deletion_word_missing: 422,
  google_event_error: 502,
  transcribe_error: 502,
  affinda_event_error: 503,
  affinda_time_out: 504,
};

export function httpStatusForError(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 400;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The one error body every API answer uses. */
export type ApiErrorBody = { code: ErrorCode; message: string; details?: Record<string, unknown> };
