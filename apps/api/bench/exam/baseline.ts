import autocannon from 'autocannon';
import Fastify from 'fastify';

/** Requests per second of a bare Fastify hello route on this machine: the framework's ceiling. */
export async function helloBaseline(seconds = 5): Promise<number> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 100, duration: seconds });
  await app.close();
  return Math.round(result.requests.average);
}
