import Fastify, { LogController } from 'fastify';
import { createLogger } from '../server/src/logger';

/**
 * The ceiling for a cached read: a bare Fastify JSON route, with the same logger as the real
 * server, in its own process, in production mode. Prints its URL once listening.
 */
const app = Fastify({ loggerInstance: createLogger('warn'), logController: new LogController({ disableRequestLogging: true }) });
app.get('/api/exchange-rates', async () => ({ rate: 63 }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address === 'object') console.log(`http://127.0.0.1:${address.port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
