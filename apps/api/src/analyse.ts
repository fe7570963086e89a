// `npm run analyse [-- --all]`: measures the stored audio that has no analysis yet, the way the
// servers do (docs/contracts.md#brief-fit). It opens the configured database and storage as the
// server does, queues every mp3 or wav without a row, queues failed ones again (every one with
// --all), then works the queue on its own worker threads with the servers' claim protocol until
// no job is left, a line per file. Beside running servers on PostgreSQL it takes only the jobs
// they do not hold, and they the ones it does not.
import { connect } from 'node:net';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { serializeError } from './lib/logger';
import { createAnalysisService, type JobOutcome } from './modules/analysis/analysis.service';
import { createStorage } from './modules/audio/storage/create-storage';

/** A refusal said in words, without a stack. */
class RefusedError extends Error {}

const USAGE = 'Usage: npm run analyse [-- --all]';

/** Whether something answers on the configured port: the server of this configuration. */
async function isServerUp(config: Config): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: config.host, port: config.port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const write = (line: string) => process.stdout.write(`${line}\n`);

function lineOf(outcome: JobOutcome): string {
  const { job } = outcome;
  return `${outcome.state.padEnd(8)} ${job.title} (${job.kind}): ${outcome.summary}`;
}

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--all');
  if (unknown.length > 0) throw new RefusedError(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
  const all = args.includes('--all');
  const config = loadConfig();
  // An embedded database belongs to one process: two opening its folder would corrupt it.
  if (!config.databaseUrl && (await isServerUp(config))) {
    throw new RefusedError(
      `The server at ${config.host}:${config.port} holds the embedded database, and analyses ` +
        'its queue itself. Stop it to run this command, or use PostgreSQL (DATABASE_URL).',
    );
  }
  const log = pino({ level: 'warn', serializers: { err: serializeError } });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.embeddedDatabaseDir,
    onIdleClientError: (error) => log.warn({ err: error }, 'database connection lost'),
  });
  try {
    const storage = createStorage(config);
    const analysis = createAnalysisService({
      db: database.db,
      clock: systemClock,
      log,
      openStoredFile: (storageKey) => storage.read(storageKey),
      // A server that leaves analysis to others (ANALYSIS_WORKERS=0) still has a command that works.
      threads: Math.max(1, config.analysisWorkers),
      pollMs: config.analysisPollMs,
    });
    const added = await analysis.enqueueMissing();
    const requeued = await analysis.requeue({ all });
    write(
      `Queued ${added} file(s) without an analysis and ${requeued} ${all ? 'analysed or failed' : 'failed'} again.`,
    );
    const counts = { done: 0, failed: 0, retry: 0, lost: 0, released: 0 };
    await analysis.drain((outcome) => {
      counts[outcome.state] += 1;
      write(lineOf(outcome));
    });
    write(
      `Analysed ${counts.done + counts.failed} file(s): ${counts.done} done, ${counts.failed} failed` +
        (counts.lost > 0 ? `, ${counts.lost} recorded by another instance first` : '') +
        '. Nothing left to claim.',
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const words = error instanceof RefusedError || error instanceof ConfigError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${words ? message : error instanceof Error ? error.stack : message}\n`);
  process.exit(1);
});
