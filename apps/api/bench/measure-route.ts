// One route under autocannon's load: unrecorded warm-up first, then the measured run.
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, type Figures } from './settings';

export async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
