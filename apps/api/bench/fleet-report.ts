// The fleet's section of docs/benchmarks.md (fleet.ts measures it), for the whole bench and for
// its own run (fleet-run.ts), which puts it in place of the one there.
import os from 'node:os';
import type { FleetFigures } from './fleet';
import { withSection } from './report-sections';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  LOGIN_CONNECTIONS,
  WARMUP_SECONDS,
  type Figures,
} from './settings';

export const FLEET_HEADING = '## A fleet behind nginx: one instance and two';

const row = (setup: string, f: Figures) =>
  `| ${setup} | ${f.name.split(',')[0]} | ${f.requestsPerSecond.toLocaleString('en-US')} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`;

export function fleetReport(fleets: FleetFigures[], when = new Date()): string {
  const rows = fleets.flatMap((f) => {
    const setup = `${f.instances} instance${f.instances === 1 ? '' : 's'} behind nginx`;
    return [
      row(setup, f.profile),
      row(setup, f.login),
      ...(f.direct ? [row('the instance alone, nginx bypassed', f.direct)] : []),
    ];
  });
  const gain = (pick: (f: FleetFigures) => Figures) => {
    const [one, two] = fleets.map((f) => pick(f).requestsPerSecond);
    return one && two ? `${((two / one - 1) * 100).toFixed(0)} %` : 'not measured';
  };
  const loads = fleets.map((f) => f.loadAverage.toFixed(1)).join(' and ');
  return `${FLEET_HEADING}

Run: ${when.toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · Node ${process.version} · load average ${loads}
(1 minute) when each fleet's measures began · ${CONNECTIONS} connections (login: ${LOGIN_CONNECTIONS}, rotating
through five demo accounts) · ${WARMUP_SECONDS} s of unrecorded warm-up, then ${DURATION_SECONDS} s measured.

apps/api/bench/fleet.ts starts the fleet as the fleet test does (apps/api/test/fleet/, decision
029): the built API's instances on one fresh PostgreSQL database and one S3-compatible bucket
(s3rver), each with its own data folder, behind Debian's nginx doing round-robin with keep-alive
connections to them (one worker process, every request logged with its upstream), here with the
demo data (written once, under the start-up lock) so the demo accounts can sign in. autocannon
sends the profile call and logins through nginx; with one instance, also straight to it.

| fleet | call | requests/s | p50 ms | p99 ms | errors |
| --- | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Two instances against one: profile calls ${gain((f) => f.profile)}, logins ${gain((f) => f.login)}.

On this machine every process shares the same two cores: nginx, each instance, PostgreSQL, the
bucket and autocannon. A second instance adds no core, so it can only spread the work of one
process over both (an instance runs its JavaScript on one thread); the load balancer's own hop
costs what the two rows of one instance show. On machines of their own, each instance adds what
one instance serves here (docs/deploy.md): the profile call is answered from each instance's
memory, and a login is argon2id's work on the instance's own cores; both leave PostgreSQL idle
but for the session a login writes.

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run build
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fleet --workspace @cuebrief/api    # BENCH_FLEET_PORT (first of five ports), BENCH_SECONDS change the run
\`\`\`
`;
}

export const withFleetSection = (document: string, section: string): string =>
  withSection(document, FLEET_HEADING, section);
