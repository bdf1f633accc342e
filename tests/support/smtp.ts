import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** a header as one string (List-Unsubscribe, List-Unsubscribe-Post, Message-ID) */
  header(name: string): string;
};

export type TestSmtp = {
  port: number;
  received: ReceivedMail[];
  /** resolves once `count` messages to `to` (or in all, without `to`) have arrived */
  waitFor(count: number, to?: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** refuse the next `n` messages to this address with a temporary error (451) */
  refuseNext(to: string, n: number): void;
  /** hold the next message to `to` before accepting it, until the returned release is called */
  holdNext(to: string): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
};

/** A real SMTP server on a free local port (no TLS, no auth) that parses and keeps what it accepts. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, number>();
  const holds = new Map<string, { arrived: () => void; wait: Promise<void> }>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const refuse = refusals.get(to) ?? 0;
        if (refuse > 0) {
          refusals.set(to, refuse - 1);
          return callback(Object.assign(new Error('Try again later (test refusal)'), { responseCode: 451 }));
        }
        const hold = holds.get(to);
        if (hold) {
          holds.delete(to);
          hold.arrived();
          await hold.wait;
        }
        const parsed = await simpleParser(Buffer.concat(chunks));
        received.push({
          to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: parsed.headers,
          header: (name) => {
            const line = parsed.headerLines.find((l) => l.key === name.toLowerCase());
            return line
              ? line.line
                  .slice(line.line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim()
              : '';
          },
        });
        callback();
        for (const w of waiters) w();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    waitFor(count, to, timeoutMs = 30_000) {
      const match = () => received.filter((m) => !to || m.to === to.toLowerCase());
      return new Promise((resolve, reject) => {
        const check = () => {
          const got = match();
          if (got.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(got);
          }
        };
        // A bound on waiting for the state, not a timing assertion.
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited for ${count} message(s)${to ? ` to ${to}` : ''}, got ${match().length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuseNext: (to, n) => refusals.set(to.toLowerCase(), n),
    holdNext(to) {
      let release!: () => void;
      let arrived!: () => void;
      const wait = new Promise<void>((r) => (release = r));
      const arrivedP = new Promise<void>((r) => (arrived = r));
      holds.set(to.toLowerCase(), { arrived, wait });
      return { arrived: arrivedP, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
