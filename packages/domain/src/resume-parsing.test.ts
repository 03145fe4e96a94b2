import { describe, expect, it } from 'vitest';
import { parserErrorCode, parsingStateFor } from './resume-parsing';

describe('resume parsing', () => {
  it('ends in success only when the parser succeeded', () => {
    expect(parsingStateFor('succeeded')).toBe('success');
    expect(parsingStateFor('time_out')).toBe('error');
    expect(parsingStateFor('another_error')).toBe('error');
  });

  it('reports a time-out and other failures with their API codes', () => {
    expect(parserErrorCode('time_out')).toBe('affinda_time_out');
    expect(parserErrorCode('another_error')).toBe('affinda_event_error');
    expect(parserErrorCode('succeeded')).toBeNull();
  });
});
