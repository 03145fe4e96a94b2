/** The release shown by /api/health and the OpenAPI document. */
export const APP_VERSION = '0.1.0';
