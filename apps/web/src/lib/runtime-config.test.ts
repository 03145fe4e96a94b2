import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, readRuntimeConfig } from './runtime-config';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('readRuntimeConfig', () => {
  it('reads the config the server injected', () => {
    const doc = documentWith(
      '<script id="veil-config" type="application/json">{"areaHosts":{"candidate":"jobs.","employer":"hire.","admin":"ops."},"environment":"production","googleSignIn":true}</script>',
    );
    expect(readRuntimeConfig(doc)).toEqual({
      areaHosts: { candidate: 'jobs.', employer: 'hire.', admin: 'ops.' },
      environment: 'production',
      googleSignIn: true,
      supportEmail: null,
    });
  });

  it('uses the defaults when the placeholder was not replaced (vite dev)', () => {
    expect(readRuntimeConfig(documentWith('<!--veil-config-->'))).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('uses the defaults when the JSON is broken', () => {
    const doc = documentWith('<script id="veil-config" type="application/json">{oops</script>');
    expect(readRuntimeConfig(doc)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('keeps defaults for missing or malformed fields', () => {
    expect(
      parseRuntimeConfig({
        areaHosts: { employer: 'hire.', admin: 42 },
        environment: 'moon',
        googleSignIn: 'yes',
      }),
    ).toEqual({
      areaHosts: { candidate: 'candidate.', employer: 'hire.', admin: 'admin.' },
      environment: 'development',
      googleSignIn: false,
      supportEmail: null,
    });
  });

  it('takes a support address only when it looks like one', () => {
    expect(parseRuntimeConfig({ supportEmail: 'help@example.com' }).supportEmail).toBe('help@example.com');
    expect(parseRuntimeConfig({ supportEmail: '<script>@x' }).supportEmail).toBeNull();
    expect(parseRuntimeConfig({ supportEmail: 42 }).supportEmail).toBeNull();
  });
});
