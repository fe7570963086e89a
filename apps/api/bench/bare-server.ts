// The ceiling: a bare Fastify JSON route with no auth, database or envelope work.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: { code: 200, message: 'OK' }, data: { hello: 'world' } }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${port}\n`);
