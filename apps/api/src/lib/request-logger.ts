import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent, Logger } from 'pino';

type Level = Exclude<LevelWithSilent, 'silent'>;
type LogMethod = FastifyBaseLogger['info'];

/**
 * A request's logger, whose pino child (the request id bound to every line) is made only when
 * the request logs a line at an enabled level. Making it on every request cost more than any
 * other step of a small call: pino runs each binding through the redaction of the wildcard
 * paths (logger.ts), allocating about 3 KB, and at the usual levels most requests log nothing.
 * A line that is logged goes out exactly as the eager child would write it.
 */
class RequestLogger {
  #child: Logger | undefined;
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): Logger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    if (this.#child) return this.#child.isLevelEnabled(level);
    const values = this.#parent.levels.values;
    const threshold = values[this.level];
    const value = values[level];
    return value !== undefined && threshold !== undefined && value >= threshold;
  }

  #log(level: Level, args: Parameters<LogMethod>): void {
    if (!this.isLevelEnabled(level)) return;
    (this.#made()[level] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: Parameters<LogMethod>): void {
    this.#log('fatal', args);
  }
  error(...args: Parameters<LogMethod>): void {
    this.#log('error', args);
  }
  warn(...args: Parameters<LogMethod>): void {
    this.#log('warn', args);
  }
  info(...args: Parameters<LogMethod>): void {
    this.#log('info', args);
  }
  debug(...args: Parameters<LogMethod>): void {
    this.#log('debug', args);
  }
  trace(...args: Parameters<LogMethod>): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: every request's logger is a RequestLogger. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // The app's logger is always pino's (loggerOptions in logger.ts), with its levels.
  new RequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
