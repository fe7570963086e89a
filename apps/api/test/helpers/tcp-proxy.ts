import { createServer, connect, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Cuts every connection and refuses new ones, as a server that went away does. */
  stop(): Promise<void>;
  /** Takes connections again on the same port, as a server that came back does. */
  start(): Promise<void>;
};

/**
 * A TCP proxy on a local port in front of `target`, for a real outage: the app connects to the
 * proxy, and the test cuts it off and lets it back without touching the server behind it.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const { port } = address;

  return {
    port,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}
