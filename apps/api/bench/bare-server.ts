// The ceilings: a bare Fastify JSON route with no auth, database or envelope work, and a bare
// upload route that writes the raw request body to a file with no parsing, checks or records.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';

const uploadDir = await mkdtemp(path.join(tmpdir(), 'cuebrief-bare-'));
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 * 1024 });
app.get('/bare', async () => ({ status: { code: 200, message: 'OK' }, data: { hello: 'world' } }));
// The body is left unread by Fastify, so the route streams it itself.
app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
app.post('/bare/upload', async (request) => {
  const file = path.join(uploadDir, 'upload.bin');
  await pipeline(request.raw, createWriteStream(file));
  await rm(file, { force: true });
  return { status: { code: 200, message: 'OK' }, data: null };
});
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${port}\n`);
const stop = () => void app.close().finally(() => rm(uploadDir, { recursive: true, force: true }));
process.once('SIGTERM', stop);
