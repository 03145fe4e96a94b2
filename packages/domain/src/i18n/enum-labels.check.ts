import type { AccountStatus } from '../account';
import type { ApplicationStatus, NotificationKind, ReminderKind, WithdrawReason } from '../application';
import type { CandidateLinkKind, Gender, LanguageLevel } from '../candidate';
import type { CompanyLinkKind, CompanySize, CompanySizeCategory, Industry } from '../company';
import type { InterviewDuration, InterviewType } from '../interview';
import type { ContractType, ExperienceOption, JobStatus, JobType, WorkArrangement } from '../job';
import type { RecordingStep } from '../recording';
import type { ParserResult, ResumeParsingState } from '../resume-parsing';
import type { Role } from '../roles';
import type { TemplateType, TemplateVariable } from '../template';
import type { MediaKind, MediaPurpose, UploadState } from '../upload';
import type { SubIndustry } from '../values';
import type { deEnums } from './de-enums';

/**
 * Compile-time check that the German enumeration labels (and, through their shared type, the English
 * ones) name exactly the values of each enumeration. Nothing imports this file; typechecking checks it.
 */
type ExactLabels<K extends string, T> = [Exclude<keyof T, K>] extends [never]
  ? [K] extends [keyof T]
    ? true
    : ['missing label', Exclude<K, keyof T>]
  : ['label without a value', Exclude<keyof T, K>];
const exact = <K extends string, T>(check: ExactLabels<K, T>): ExactLabels<K, T> => check;

export const ENUM_LABELS_MATCH = [
  exact<Industry, typeof deEnums.industry>(true),
  exact<SubIndustry, typeof deEnums.subIndustry>(true),
  exact<CompanySize, typeof deEnums.companySize>(true),
  exact<CompanySizeCategory, typeof deEnums.companySizeCategory>(true),
  exact<CompanyLinkKind, typeof deEnums.companyLinkKind>(true),
  exact<CandidateLinkKind, typeof deEnums.candidateLinkKind>(true),
  exact<Gender, typeof deEnums.gender>(true),
  exact<LanguageLevel, typeof deEnums.languageLevel>(true),
  exact<ContractType, typeof deEnums.contractType>(true),
  exact<JobType, typeof deEnums.jobType>(true),
  exact<WorkArrangement, typeof deEnums.workArrangement>(true),
  exact<ExperienceOption, typeof deEnums.experience>(true),
  exact<JobStatus, typeof deEnums.jobStatus>(true),
  exact<InterviewType, typeof deEnums.interviewType>(true),
  exact<`${InterviewDuration}`, typeof deEnums.interviewDuration>(true),
  exact<TemplateType, typeof deEnums.templateType>(true),
  exact<TemplateVariable, typeof deEnums.templateVariable>(true),
  exact<ApplicationStatus, typeof deEnums.applicationStatus>(true),
  exact<WithdrawReason, typeof deEnums.withdrawReason>(true),
  exact<ReminderKind, typeof deEnums.reminderKind>(true),
  exact<NotificationKind, typeof deEnums.notificationKind>(true),
  exact<RecordingStep, typeof deEnums.recordingStep>(true),
  exact<UploadState, typeof deEnums.uploadState>(true),
  exact<MediaKind, typeof deEnums.mediaKind>(true),
  exact<MediaPurpose, typeof deEnums.mediaPurpose>(true),
  exact<ResumeParsingState, typeof deEnums.resumeParsingState>(true),
  exact<ParserResult, typeof deEnums.parserResult>(true),
  exact<Role, typeof deEnums.role>(true),
  exact<AccountStatus, typeof deEnums.accountStatus>(true),
] as const;
