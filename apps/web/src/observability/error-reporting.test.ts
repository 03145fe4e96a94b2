import { ERROR_REPORTING } from '@veil/domain';
import { describe, expect, it } from 'vitest';
import { errorReportingConfig } from './configured';
import { scrubEvent, scrubUrl } from './error-reporting';

const page = (config: unknown) => {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script id="veil-config" type="application/json">${JSON.stringify(config)}</script>`;
  return doc;
};

describe('error reporting in the browser', () => {
  it('is on only when the page names a DSN for staging or production', () => {
    const on = { dsn: 'https://abc@glitchtip.example.org/3', environment: 'staging', release: '1.2.1' };
    expect(errorReportingConfig(page({ errorReporting: on }))).toEqual(on);
    expect(errorReportingConfig(page({ errorReporting: null }))).toBeNull();
    expect(errorReportingConfig(page({ errorReporting: { ...on, environment: 'development' } }))).toBeNull();
    expect(errorReportingConfig(page({}))).toBeNull();
  });

  it('samples as the spec says', () => {
    expect(ERROR_REPORTING).toMatchObject({
      tracesSampleRate: 0.7,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('sends no name, address, number or query of the page', () => {
    const event = scrubEvent({
      user: { email: 'kanarpost9z@example.org' },
      request: { url: 'https://candidate.veil.example/applications/4711?email=kanarpost9z@example.org' },
      breadcrumbs: [{ message: 'Kanarjöna Vogelsängerq' }],
      exception: {
        values: [{ type: 'TypeError', value: 'cannot read Kanarjöna of "kanarpost9z@example.org" 4711' }],
      },
    });
    const sent = JSON.stringify(event);
    for (const marker of ['kanar', 'Kanar', 'Vogel', '4711']) expect(sent).not.toContain(marker);
    expect(event.exception?.values?.[0]).toEqual({ type: 'TypeError', value: 'cannot read … of …' });
    expect(scrubUrl('https://candidate.veil.example/jobs/abc123/apply?x=1#top')).toBe(
      'https://candidate.veil.example/jobs/:id/apply',
    );
  });
});
