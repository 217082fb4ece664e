import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createLogger } from '../server/src/logger';

/**
 * The ceilings for a cached read, each a bare Fastify JSON route in its own process (production
 * mode), printing its URL once listening:
 *   - `logged`: the same logger as the real server, request lines off (what a route costs above
 *     the logger);
 *   - `plain` (`--plain`): Fastify with its default options and no plugins at all — no logger, no
 *     headers, no hooks: the framework's own limit on this machine.
 */
const plain = process.argv.includes('--plain');
const app: FastifyInstance = plain
  ? Fastify()
  : (Fastify({ loggerInstance: createLogger('warn'), logController: new LogController({ disableRequestLogging: true }) }) as unknown as FastifyInstance);
app.get('/api/exchange-rates', async () => ({ rate: 63 }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address === 'object') console.log(`http://127.0.0.1:${address.port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
