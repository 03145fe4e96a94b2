import { type Locale, translate } from './i18n';
import { ROLES } from './roles';
import {
  ACCOUNT_STATUSES,
  APPLICATION_STATUSES,
  CANDIDATE_LINK_KINDS,
  COMPANY_LINK_KINDS,
  COMPANY_SIZE_CATEGORIES,
  COMPANY_SIZES,
  CONTRACT_TYPES,
  EXPERIENCE_OPTIONS,
  GENDERS,
  INDUSTRIES,
  INTERVIEW_DURATIONS,
  INTERVIEW_TYPES,
  JOB_STATUSES,
  JOB_TYPES,
  LANGUAGE_LEVELS,
  MEDIA_KINDS,
  MEDIA_PURPOSES,
  NOTIFICATION_KINDS,
  PARSER_RESULTS,
  RECORDING_STEPS,
  REMINDER_KINDS,
  RESUME_PARSING_STATES,
  SUB_INDUSTRIES,
  TEMPLATE_TYPES,
  TEMPLATE_VARIABLES,
  UPLOAD_STATES,
  WITHDRAW_REASONS,
  WORK_ARRANGEMENTS,
} from './values';

/**
 * Every labelled enumeration by its name in the catalogue (`enums.<name>.<value>`), so the UI can
 * build selects and badges generically and a test can prove each value has a label in each language.
 */
export const ENUMERATIONS = {
  industry: INDUSTRIES,
  subIndustry: SUB_INDUSTRIES,
  companySize: COMPANY_SIZES,
  companySizeCategory: COMPANY_SIZE_CATEGORIES,
  companyLinkKind: COMPANY_LINK_KINDS,
  candidateLinkKind: CANDIDATE_LINK_KINDS,
  gender: GENDERS,
  languageLevel: LANGUAGE_LEVELS,
  contractType: CONTRACT_TYPES,
  jobType: JOB_TYPES,
  workArrangement: WORK_ARRANGEMENTS,
  experience: EXPERIENCE_OPTIONS,
  jobStatus: JOB_STATUSES,
  interviewType: INTERVIEW_TYPES,
  interviewDuration: INTERVIEW_DURATIONS,
  templateType: TEMPLATE_TYPES,
  templateVariable: TEMPLATE_VARIABLES,
  applicationStatus: APPLICATION_STATUSES,
  withdrawReason: WITHDRAW_REASONS,
  reminderKind: REMINDER_KINDS,
  notificationKind: NOTIFICATION_KINDS,
  recordingStep: RECORDING_STEPS,
  uploadState: UPLOAD_STATES,
  mediaKind: MEDIA_KINDS,
  mediaPurpose: MEDIA_PURPOSES,
  resumeParsingState: RESUME_PARSING_STATES,
  parserResult: PARSER_RESULTS,
  role: ROLES,
  accountStatus: ACCOUNT_STATUSES,
} as const;

export type EnumName = keyof typeof ENUMERATIONS;
export type EnumValue<N extends EnumName> = (typeof ENUMERATIONS)[N][number];

/** The label of an enumeration value, e.g. `enumLabel('de', 'applicationStatus', 'approved')`. */
export function enumLabel<N extends EnumName>(locale: Locale, name: N, value: EnumValue<N>): string {
  return translate(locale, `enums.${name}.${value}`);
}

/** Select options `{ value, label }` of an enumeration in its defined order. */
export function enumOptions<N extends EnumName>(
  locale: Locale,
  name: N,
): { value: EnumValue<N>; label: string }[] {
  const values: readonly EnumValue<N>[] = ENUMERATIONS[name];
  return values.map((value) => ({ value, label: enumLabel(locale, name, value) }));
}
