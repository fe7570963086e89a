import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD } from './demo/seed';
import { systemClock } from './lib/clock';
import { stopOnSignals } from './shutdown';
import { runStartSteps, StartRefusedError } from './start';

/** The web app's build (apps/web/dist), found from this bundle (apps/api/dist/server.js). */
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const isWebAppBuilt = existsSync(path.join(webRoot, 'index.html'));
  const app = await buildApp({ config, webRoot: isWebAppBuilt ? webRoot : undefined });
  await runStartSteps(app, { config, clock: systemClock });
  if (!isWebAppBuilt) {
    app.log.warn({ webRoot }, 'the web app is not built; serving the plain page at /');
  }

  stopOnSignals(app, { graceMs: config.shutdownGraceMs });
  await app.listen({ port: config.port, host: config.host });
  // Ready only now: the start step has run and the server listens (GET /health/ready).
  app.lifecycle.markReady();
  if (app.demoAccounts.length > 0) {
    const lines = app.demoAccounts.map((a) => `  ${a.email.padEnd(28)} ${a.label}`).join('\n');
    process.stdout.write(`\nDemo accounts (password "${DEMO_PASSWORD}"):\n${lines}\n\n`);
  }
  process.stdout.write(`Cuebrief is running at ${config.publicUrl}\n`);
}

/** A wrong setting or a refused start is told in words; anything else with its stack. */
function describeFailure(error: unknown): string {
  if (error instanceof ConfigError || error instanceof StartRefusedError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

main().catch((error: unknown) => {
  process.stderr.write(`${describeFailure(error)}\n`);
  process.exit(1);
});
