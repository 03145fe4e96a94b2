import { describe, expect, it } from 'vitest';
import { demoUrlOn, firstStepOf, TOUR_STEPS, tourStep } from './tour-steps';

const hosts = { candidate: 'candidate.', employer: 'employer.', admin: 'admin.' };

describe('the demo tour steps', () => {
  it('go through the candidate, employer and admin areas in that order', () => {
    const areas = TOUR_STEPS.map((step) => step.area);
    expect(areas.indexOf('employer')).toBeGreaterThan(areas.lastIndexOf('candidate'));
    expect(areas.indexOf('admin')).toBeGreaterThan(areas.lastIndexOf('employer'));
    expect(firstStepOf('candidate')).toBe(0);
    expect(TOUR_STEPS[firstStepOf('admin')]?.area).toBe('admin');
  });

  it('reach the recording demo', () => {
    expect(
      TOUR_STEPS.some((step) => 'path' in step.target && step.target.path.endsWith('/recording-demo')),
    ).toBe(true);
  });

  it('know no step outside the tour', () => {
    expect(tourStep(-1)).toBeNull();
    expect(tourStep(TOUR_STEPS.length)).toBeNull();
    expect(tourStep(Number.NaN)).toBeNull();
  });

  it("continue on another area's host with the same base name and port", () => {
    const location = { protocol: 'http:', hostname: 'candidate.localhost', port: '3000' };
    expect(demoUrlOn('employer', 4, { area: 'candidate', location }, hosts)).toBe(
      'http://employer.localhost:3000/demo?step=4',
    );
    expect(
      demoUrlOn(
        'admin',
        7,
        { area: 'employer', location: { ...location, hostname: 'employer.veil.example', port: '' } },
        hosts,
      ),
    ).toBe('http://admin.veil.example/demo?step=7');
  });
});
