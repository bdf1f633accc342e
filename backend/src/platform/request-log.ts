import type { FastifyBaseLogger } from 'fastify';

/** The path without its query string: tokens travel in query strings (an unsubscribe link) and stay out of logs. */
export const pathOnly = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/** How a request appears in any log line: method, path without query, and the request id. */
export function requestSerializer(req: { method?: string; url?: string; id?: string }) {
  return { method: req.method, url: pathOnly(req.url ?? ''), id: req.id };
}

type Logger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
type Bindings = Record<string, unknown>;
type ChildLoggerOptions = Record<string, unknown>;
type MakeChild = (bindings: Bindings, opts: ChildLoggerOptions) => Logger;
/**
 * A request's logger that becomes a real pino child (with the request id bound) only when something logs
 * through it. Most requests log nothing, so most never pay for the child. Methods live on the prototype:
 * creating one costs a single small object.
 */
class LazyChildLogger {
  private real: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly makeChild: MakeChild,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}
  private get logger(): Logger {
    return (this.real ??= this.makeChild(this.bindings, this.opts));
  }
  private write(level: Level, args: unknown[]): void {
    if (this.parent.isLevelEnabled && !this.parent.isLevelEnabled(level)) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }
  get level(): string {
    return this.real?.level ?? this.parent.level;
  }
  set level(v: string) {
    this.logger.level = v;
  }
  child(bindings: Bindings, opts?: ChildLoggerOptions): Logger {
    return this.logger.child(bindings, opts as never);
  }
  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Makes the logger Fastify gives each request lazy (see LazyChildLogger). Fastify makes it by asking the
 * app's logger for a child with the request id, so that logger's `child` does it. This is not done with
 * Fastify's `childLoggerFactory` option: Fastify checks every logger such a factory returns, on every
 * request (seven method lookups and two arrays), which cost as much as the real child would have.
 */
export function makeRequestLoggersLazy(log: FastifyBaseLogger): void {
  const makeChild = log.child.bind(log) as unknown as MakeChild;
  log.child = ((bindings: Bindings, opts?: ChildLoggerOptions) =>
    new LazyChildLogger(log as Logger, makeChild, bindings, opts ?? {})) as unknown as FastifyBaseLogger['child'];
}
