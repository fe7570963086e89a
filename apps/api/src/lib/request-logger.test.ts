import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions } from './logger';
import { requestLoggerFactory } from './request-logger';

/** The app's logger at `level`, writing its lines where the test can read them. */
function appLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions(level) as pino.LoggerOptions;
  return { logger: pino(options, stream), lines };
}

const requestLogger = (parent: pino.Logger, options: pino.ChildLoggerOptions = {}) =>
  requestLoggerFactory.call(
    undefined as never,
    parent,
    { reqId: 'req-1' },
    options,
    undefined as never,
  );

describe('requestLoggerFactory', () => {
  it('makes no pino child while the request logs nothing at an enabled level', () => {
    const { logger, lines } = appLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger);
    log.info({ res: { statusCode: 200 } }, 'request completed');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes an enabled line as the eager child would, with the request id and redaction', () => {
    const { logger, lines } = appLogger('info');
    const log = requestLogger(logger);
    log.info({ body: { password: 'secret' } }, 'request completed');
    log.warn('second');
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: 'req-1',
        msg: 'request completed',
        body: { password: '[redacted]' },
      }),
      expect.objectContaining({ reqId: 'req-1', msg: 'second' }),
    ]);
  });

  it("answers the level a route's own log level sets, and children carry the request id", () => {
    const { logger, lines } = appLogger('warn');
    const log = requestLogger(logger, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('shown at the route level');
    log.child({ step: 'upload' }).warn('from a child');
    log.level = 'error';
    log.warn('now below the level');
    expect(lines.map((line) => [line.msg, line.reqId, line.step])).toEqual([
      ['shown at the route level', 'req-1', undefined],
      ['from a child', 'req-1', 'upload'],
    ]);
  });
});
