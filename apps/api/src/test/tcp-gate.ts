import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP pass-through to a server on loopback that a test can make hang (it accepts connections and never
 * answers, as a stuck store does) or stop (connections refused, as a store that is down), and open again.
 */
export async function startTcpGate(targetPort: number): Promise<{
  port: number;
  hang(): void;
  stop(): Promise<void>;
  open(): Promise<void>;
  close(): Promise<void>;
}> {
  let mode: 'open' | 'hang' = 'open';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'hang') return; // accepted, read, never answered
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    track(upstream);
    client.pipe(upstream).pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
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
  const port = typeof address === 'object' && address ? address.port : 0;
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port,
    hang() {
      mode = 'hang';
      dropAll(); // kept-alive connections would still reach the store
    },
    async stop() {
      const closed = closeServer();
      dropAll();
      await closed;
    },
    async open() {
      mode = 'open';
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = server.listening ? closeServer() : Promise.resolve();
      dropAll();
      await closed;
    },
  };
}
