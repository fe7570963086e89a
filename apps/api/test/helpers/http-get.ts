import http from 'node:http';

export type PlainAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A GET over a real connection: through `agent` (a keep-alive agent holds its connection open
 * between calls, as a load balancer's does) or, with `false`, on a new connection of its own.
 * Rejects with the socket's error (`ECONNREFUSED` when nothing listens any more).
 */
export function getOver(url: string, agent: http.Agent | false): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}
