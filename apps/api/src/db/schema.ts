/**
 * The database schema, one file per concept under ./schema, re-exported here for Drizzle and
 * drizzle-kit. Columns are snake_case; the API speaks the spec's camelCase through explicit mappers.
 */
export * from './schema/accounts';
export * from './schema/auth';
export * from './schema/companies';
export * from './schema/company-files';
export * from './schema/mail';
export * from './schema/sign-in-security';
export * from './schema/uploads';
