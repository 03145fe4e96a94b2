// The domain's lists (every enumeration's values), bounds and small checks, without zod: the
// schemas in each topic's module build on these lists, and a page that only needs a list (a filter's
// options, reading its URL, a label) does not download zod and every schema (issue 40).

/**
 * Whether `value` is one of `values`: reading a URL's or a select's value against a list without
 * its schema (an unknown or missing value is none of them).
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

// account

/** Account activation states; 'accepted' is labelled "active" in both languages. */
export const ACCOUNT_STATUSES = ['pending', 'accepted', 'inactive'] as const;

// application

/** Application statuses in the order of the intended flow (spec section 4), then the two exits. */
export const APPLICATION_STATUSES = [
  'applying',
  'applied',
  'screening',
  'recording',
  'evaluating',
  'approved',
  'confirmed',
  'rejected',
  'withdrawn',
] as const;

export const WITHDRAW_REASONS = ['haveAnother', 'noLongerInterested', 'hiringProcess', 'other'] as const;

export const REMINDER_KINDS = [
  'applying',
  'approved',
  'confirmed',
  'recording_before_due_date',
  'recording_past_due_date',
  'recording_remaining_days',
] as const;

export const NOTIFICATION_KINDS = [
  'my_application',
  'audio_invitation',
  'interview_invitation',
  'new_job',
] as const;

// candidate

export const GENDERS = ['male', 'female', 'non_binary', 'not_specified'] as const;

/** Link slots of a candidate profile; spelled as the spec does ('linkedIn'). */
export const CANDIDATE_LINK_KINDS = [
  'linkedIn',
  'github',
  'portfolio',
  'website',
  'other1',
  'other2',
] as const;

/** Language levels from lowest to highest; the index + 1 is the rank (1–4) used for matching. */
export const LANGUAGE_LEVELS = ['basic_knowledge', 'good_knowledge', 'fluent', 'business_fluent'] as const;

// company

/** The 24 industries of the spec (section 3), in its order. */
export const INDUSTRIES = [
  'agriculture',
  'arts',
  'construction',
  'consumer_goods',
  'corporate_services',
  'design',
  'education',
  'energy_mining',
  'entertainment',
  'finance',
  'hardware_networking',
  'health_care',
  'legal',
  'manufacturing',
  'media_communications',
  'nonprofit',
  'public_administration',
  'public_safety',
  'real_estate',
  'recreation_travel',
  'retail',
  'software_it_services',
  'transportation_logistics',
  'wellness_fitness',
] as const;

/**
 * Sub-industries exist only where an industry is broad enough that candidates and employers filter
 * within it (the spec says "for some" without naming them). The others stay flat on purpose: a
 * sub-list of one or two entries would only add a click.
 */
export const SUB_INDUSTRIES_BY_INDUSTRY = {
  energy_mining: ['renewable_energy', 'oil_gas', 'mining', 'utilities'],
  finance: ['banking', 'insurance', 'investment_management', 'accounting'],
  health_care: ['hospitals_clinics', 'medical_practices', 'pharmaceuticals', 'medical_devices'],
  manufacturing: ['automotive', 'machinery', 'chemicals', 'electronics_manufacturing', 'food_beverage'],
  media_communications: ['publishing', 'broadcast_media', 'telecommunications', 'marketing_advertising'],
  software_it_services: ['software_development', 'it_consulting', 'it_security', 'data_analytics'],
  transportation_logistics: ['logistics_supply_chain', 'aviation', 'rail_transport', 'maritime_transport'],
} as const satisfies Partial<Record<(typeof INDUSTRIES)[number], readonly string[]>>;

export type SubIndustry =
  (typeof SUB_INDUSTRIES_BY_INDUSTRY)[keyof typeof SUB_INDUSTRIES_BY_INDUSTRY][number];

export const SUB_INDUSTRIES = Object.values(SUB_INDUSTRIES_BY_INDUSTRY).flat() as readonly SubIndustry[];

/** Employee-count bands (spec section 3); '1000+' stands for "1000 and more". */
export const COMPANY_SIZES = ['1-9', '10-49', '50-249', '250-999', '1000+'] as const;

export const COMPANY_SIZE_CATEGORIES = ['small', 'medium', 'large', 'corporate'] as const;

/** Social networks a company can link to; stored lower-case, displayed with their brand spelling. */
export const COMPANY_LINK_KINDS = [
  'linkedin',
  'facebook',
  'instagram',
  'github',
  'monster',
  'stepstone',
] as const;

// interview

export const INTERVIEW_TYPES = ['remote', 'on_site'] as const;

/** Interview lengths in seconds: 30, 45, 60, 75, 90 and 120 minutes. */
export const INTERVIEW_DURATIONS = [1800, 2700, 3600, 4500, 5400, 7200] as const;

// job

export const CONTRACT_TYPES = [
  'permanent',
  'fixed_term',
  'personnel_leasing',
  'freelance',
  'apprenticeship_study',
  'working_student',
] as const;

export const JOB_TYPES = ['full_time', 'part_time', 'freelancer'] as const;

export const WORK_ARRANGEMENTS = ['on_site', 'remote', 'hybrid'] as const;

/**
 * Experience options as the spec lists them: single years and one-year spans first, then the wider
 * spans ('2_5_years', '5_10_years', 'over_10_years') that the search filter uses.
 */
export const EXPERIENCE_OPTIONS = [
  'under_1_year',
  '1_year',
  '1_2_years',
  '2_years',
  '2_3_years',
  '3_years',
  '3_4_years',
  '4_years',
  '4_5_years',
  '5_years',
  'over_5_years',
  '2_5_years',
  '5_10_years',
  'over_10_years',
] as const;

/**
 * A job is a draft until published, then open (accepting applications) until closed. Candidates see
 * open and closed jobs only; a closed job says "position closed" and takes no applications.
 */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;

/** Whole euros a year; anything above is a typo (and would not fit the database column). */
export const SALARY_MAX = 10_000_000;

/** The salary range of a job with no salary given. */
export const EMPTY_SALARY_RANGE = { from: 0, to: 0 } as const;

/** Whether a salary range means "no salary given". */
export function isSalaryEmpty(range: { from: number; to: number }): boolean {
  return range.from === 0 && range.to === 0;
}

// recording

/** Sub-states of one audio question on the recording screen (spec section 4), in order. */
export const RECORDING_STEPS = [
  'reveal',
  'start',
  'starting',
  'repeat',
  'repeating',
  'finish',
  'done',
] as const;

// resume-parsing

/** Progress of importing a PDF CV; 'loading' is the upload, 'process' the parser at work. */
export const RESUME_PARSING_STATES = ['not_started', 'loading', 'success', 'error', 'process'] as const;

/** What the CV parser answers. */
export const PARSER_RESULTS = ['succeeded', 'time_out', 'another_error'] as const;

// template

export const TEMPLATE_TYPES = [
  'audio_interview_invitation',
  'approval_message_remote',
  'approval_message_on_site',
  'interview_invitation_remote',
  'interview_invitation_on_site',
  'reject_application',
  'reject_application_before_interview',
  'reject_application_after_interview',
] as const;

/**
 * Variables a template text may contain, written `{{job_position}}` (the camelCase spelling of the
 * spec, `{{jobPosition}}`, works too). `replace_variable` is the free placeholder a recruiter fills in
 * by hand before sending; `due_date` only makes sense in the audio interview invitation.
 */
export const TEMPLATE_VARIABLES = ['replace_variable', 'job_position', 'company_name', 'due_date'] as const;

// upload

/** States of one item in an upload list; 'existed' is a file that was already stored before. */
export const UPLOAD_STATES = ['uploading', 'done', 'error', 'removed', 'existed'] as const;

export const MEDIA_KINDS = ['image', 'video', 'pdf'] as const;

/** What an upload through POST /media is for (the spec's `type`). */
export const MEDIA_PURPOSES = [
  'company_logo',
  'company_media',
  'employer_profile',
  'candidate_profile',
  'company_additional_file',
  'candidate_pdf_cv',
  'candidate_audio_answer',
  'template_video',
] as const;
