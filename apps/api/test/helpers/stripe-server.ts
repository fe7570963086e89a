import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the SDK made: its method, path, headers and form-encoded parameters. */
export type StripeCall = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Record<string, string>;
};

export type FakeStripe = {
  /** What to pass the SDK as host, port and protocol. */
  api: { host: string; port: number; protocol: 'http' };
  calls: StripeCall[];
  /** The next answers, by `METHOD /path`; a missing one is Stripe's 404 error. */
  answers: Map<string, { status: number; body: object }>;
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for api.stripe.com: records each call and answers what the test set. The
 * Stripe SDK reaches it through its host, port and protocol settings; no network is used.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const answers = new Map<string, { status: number; body: object }>();
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '';
      const method = request.method ?? 'GET';
      calls.push({
        method,
        path,
        headers: request.headers,
        params: Object.fromEntries(new URLSearchParams(body)),
      });
      const answer = answers.get(`${method} ${path}`) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `No such route ${path}` } },
      };
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': 'req_test',
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
