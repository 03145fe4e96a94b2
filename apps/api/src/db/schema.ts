/**
 * The shared tables, one file per concept under ./schema: sign-in identities, the core of companies,
 * people and files, mail and sign-in security. Tables that belong to one feature live in that
 * feature's module (`modules/<feature>/<feature>.schema.ts`), which alone reads them; drizzle-kit
 * finds both (drizzle.config.ts). Columns are snake_case; the API speaks the spec's camelCase through
 * explicit mappers.
 */
export * from './schema/auth';
export * from './schema/core';
export * from './schema/mail';
export * from './schema/sign-in-security';
export * from './schema/vacuum';
