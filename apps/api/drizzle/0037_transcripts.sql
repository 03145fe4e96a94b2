-- Transcripts of audio interview answers (issue 39): made from the original recording before it is
-- deleted, redacted, and kept on the answer's row (so they go wherever the row goes: the
-- application's and the account's erasure). The raw transcript is never stored.
ALTER TABLE "recordings" ADD COLUMN "transcript_state" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcript_content" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_transcript_state_check" CHECK ("transcript_state" IN ('off', 'done', 'error'));
