import { z } from 'zod';
import type { ErrorCode } from './errors';

/** Progress of importing a PDF CV; 'loading' is the upload, 'process' the parser at work. */
export const RESUME_PARSING_STATES = ['not_started', 'loading', 'success', 'error', 'process'] as const;
export const ResumeParsingStateSchema = z.enum(RESUME_PARSING_STATES);
export type ResumeParsingState = z.infer<typeof ResumeParsingStateSchema>;

/** What the CV parser answers. */
export const PARSER_RESULTS = ['succeeded', 'time_out', 'another_error'] as const;
export const ParserResultSchema = z.enum(PARSER_RESULTS);
export type ParserResult = z.infer<typeof ParserResultSchema>;

/** The parsing state a parser result leads to. */
export function parsingStateFor(result: ParserResult): ResumeParsingState {
  return result === 'succeeded' ? 'success' : 'error';
}

/** The API error code reported for a failed parse; null when it succeeded. */
export function parserErrorCode(result: ParserResult): ErrorCode | null {
  if (result === 'time_out') return 'affinda_time_out';
  if (result === 'another_error') return 'affinda_event_error';
  return null;
}
