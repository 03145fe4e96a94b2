// The domain package: constants, enumerations, zod rules, messages and pure helpers shared by API and
// web. API contracts are exported separately from '@veil/domain/contracts'.
export * from './account';
export * from './application';
export * from './candidate';
export * from './company';
export * from './enums';
export * from './errors';
export * from './format';
export * from './i18n';
export * from './interview';
export * from './job';
export * from './job-import';
export * from './job-post';
export * from './languages';
export * from './limits';
export * from './list-rules';
export * from './paging';
export * from './password';
export * from './recording';
export * from './resume-parsing';
export * from './roles';
export * from './template';
export * from './text-limits';
export * from './time-zone';
export * from './upload';
export * from './validation';
export * from './zod-messages';
