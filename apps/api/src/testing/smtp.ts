import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A port on the loopback interface that nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Errors of a client connection that broke off, not of the server. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * A real SMTP server on 127.0.0.1 that parses every mail it accepts (MIME, as a mail program
 * would). It requires the given login, and answers 550 for recipients starting with `bounce`.
 */
export async function startTestSmtpServer(options: { port: number; user: string; password: string }) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    // No TLS in tests; the login is still checked, over the plain connection.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  // A client that goes away mid-conversation (the kill test kills the app while it sends) is what a
  // mail server sees every day; unhandled, smtp-server's 'error' event would end the whole process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLIENT_GONE.has(error.code ?? '')) process.stderr.write(`test SMTP server: ${error.message}\n`);
  });
  return {
    received,
    /** the mails that arrived for an address */
    to: (address: string) => received.filter((m) => [m.to].flat().some((a) => a?.text.includes(address))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
