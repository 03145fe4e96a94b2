import { z } from 'zod';
import type { ErrorCode } from './errors';
import { PARSER_RESULTS, RESUME_PARSING_STATES } from './values';

export const ResumeParsingStateSchema = z.enum(RESUME_PARSING_STATES);
export type ResumeParsingState = z.infer<typeof ResumeParsingStateSchema>;

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
