import { describe, expect, it } from 'vitest';
import { canReRecord } from './recording';

const finished = new Date('2026-03-10T10:00:00Z');
const msAfterFinish = (ms: number) => new Date(finished.getTime() + ms);

describe('canReRecord', () => {
  it('allows one re-record up to and including 60 seconds after the first answer', () => {
    expect(canReRecord(finished, msAfterFinish(0), 0)).toBe(true);
    expect(canReRecord(finished, msAfterFinish(60_000), 0)).toBe(true);
  });

  it('refuses after the 60 second window', () => {
    expect(canReRecord(finished, msAfterFinish(60_001), 0)).toBe(false);
  });

  it('refuses a second re-record', () => {
    expect(canReRecord(finished, msAfterFinish(1000), 1)).toBe(false);
  });

  it('refuses when the clock says the answer is not finished yet', () => {
    expect(canReRecord(finished, msAfterFinish(-1), 0)).toBe(false);
  });
});
