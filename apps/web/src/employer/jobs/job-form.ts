import {
  type ContractType,
  type ExperienceOption,
  type Industry,
  isSalaryEmpty,
  type JobInformation,
  JobInformationSchema,
  type JobType,
  type WorkArrangement,
  zodFieldErrors,
} from '@veil/domain';
import type { EmployerJob } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { translate } from '@veil/domain/i18n';

/** The job information form's values: selects may be empty until chosen, amounts '' when not given. */
export type JobInformationValues = {
  jobTitle: string;
  jobTypeDescription: string;
  jobTypes: JobType[];
  contractType: ContractType | null;
  experience: ExperienceOption | null;
  officeLocation: string;
  workPlace: WorkArrangement[];
  salaryFrom: number | string;
  salaryTo: number | string;
  industry: Industry | null;
};

/** An empty form for a new job; the industry starts as the company's own, if it has one. */
export function emptyJobInformation(industry: Industry | null = null): JobInformationValues {
  return {
    jobTitle: '',
    jobTypeDescription: '',
    jobTypes: [],
    contractType: null,
    experience: null,
    officeLocation: '',
    workPlace: [],
    salaryFrom: '',
    salaryTo: '',
    industry,
  };
}

/** The form's values from a stored job; a salary of 0–0 ("not given") shows as two empty fields. */
export function jobInformationValues(job: EmployerJob): JobInformationValues {
  const empty = isSalaryEmpty(job.salaryRange);
  return {
    jobTitle: job.jobTitle,
    jobTypeDescription: job.jobTypeDescription,
    jobTypes: [...job.jobTypes],
    contractType: job.contractType,
    experience: job.experience,
    officeLocation: job.officeLocation,
    workPlace: [...job.workPlace],
    salaryFrom: empty ? '' : job.salaryRange.from,
    salaryTo: empty ? '' : job.salaryRange.to,
    industry: job.industry,
  };
}

/** Selects that are still empty read "… cannot be empty", not zod's "choose one of the options". */
const REQUIRED_SELECTS = ['contractType', 'experience', 'industry'] as const;

/** A schema path (`salaryRange.from`) as the form's field name (`salaryFrom`). */
export function formPath(path: string): string {
  if (path === 'salaryRange.from') return 'salaryFrom';
  if (path === 'salaryRange.to' || path === 'salaryRange') return 'salaryTo';
  // a duplicate in a multi-select is reported at its index: show it at the select
  return path.replace(/^(jobTypes|workPlace)\.\d+$/, '$1');
}

/** Field errors keyed by schema path, re-keyed to the form's fields (first message per field). */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = formPath(path);
    if (!Object.hasOwn(result, field)) result[field] = message;
  }
  return result;
}

/**
 * Checks the form with the domain's `JobInformationSchema` (the server checks it again): the parsed
 * job information, or the field errors in the user's language.
 */
export function checkJobInformation(
  values: JobInformationValues,
  locale: Locale,
): { ok: true; information: JobInformation } | { ok: false; errors: Record<string, string> } {
  const payload = {
    jobTitle: values.jobTitle,
    jobTypeDescription: values.jobTypeDescription,
    jobTypes: values.jobTypes,
    contractType: values.contractType,
    experience: values.experience,
    officeLocation: values.officeLocation,
    workPlace: values.workPlace,
    salaryRange: { from: values.salaryFrom, to: values.salaryTo },
    industry: values.industry,
  };
  const result = JobInformationSchema.safeParse(payload);
  if (result.success) return { ok: true, information: result.data };
  const errors = toFormErrors(zodFieldErrors(result.error, locale));
  for (const field of REQUIRED_SELECTS) {
    if (values[field] === null) {
      errors[field] = translate(locale, 'validation.required', {
        field: translate(locale, `fields.${field}`),
      });
    }
  }
  return { ok: false, errors };
}
