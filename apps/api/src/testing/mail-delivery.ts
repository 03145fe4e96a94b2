import { eq, inArray } from 'drizzle-orm';
import type { App } from '../app';
import { mailMessages } from '../db/schema';
import { waitFor } from './wait-for';

type Message = typeof mailMessages.$inferSelect;
type Status = Message['status'];

/** Waits until the mail worker has finished with a message (sent, or failed for good) and returns its row. */
export async function waitForMail(
  app: App,
  messageId: string,
  options: { status?: Status | Status[]; timeoutMs?: number } = {},
): Promise<Message> {
  const wanted = [options.status ?? ['sent', 'failed']].flat();
  return waitFor(
    async () => {
      const [row] = await app.database.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
      return row && wanted.includes(row.status) ? row : undefined;
    },
    { timeoutMs: options.timeoutMs, what: `mail ${messageId} to be ${wanted.join(' or ')}` },
  );
}

/** Waits until no mail is waiting for delivery any more (each one sent or failed for good). */
export async function drainMail(app: App, options: { timeoutMs?: number } = {}): Promise<void> {
  await waitFor(
    async () =>
      (
        await app.database.db
          .select({ id: mailMessages.id })
          .from(mailMessages)
          .where(inArray(mailMessages.status, ['queued']))
      ).length === 0,
    { timeoutMs: options.timeoutMs, what: 'the mail outbox to drain' },
  );
}
