import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, runMigrations, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { backgroundJobs } from './jobs/background-jobs';
import { startJobs, type JobsHandle } from './jobs/scheduler';
import { createLogger } from './logger';
import { rescreenOnNewList } from './screening/rescreen';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Drains HTTP, closes the pool, then stops the embedded database. Safe to call twice. */
  stop(): Promise<void>;
}

/** Starts everything `npm start` runs: database (embedded unless DATABASE_URL), migrations, HTTP. */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let jobs: JobsHandle | undefined;
  let rescreen: { stop(): Promise<void> } | undefined;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await jobs?.stop();
      await rescreen?.stop();
      await app?.close();
      await database?.close();
      await embedded?.stop();
      log.info('MapleRupee stopped');
    })());

  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
      });
    }
    database = openDatabase({
      url: config.databaseUrl ?? embedded!.url,
      onError: (error) =>
        log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'idle database connection lost'),
    });
    if (config.migrateOnStart || embedded) await runMigrations(database);
    app = await buildApp({ config, database, logger: log });
    await app.listen({ port: config.port, host: config.host });
    // Each job's period is claimed by one instance, so starting them everywhere is safe.
    jobs = startJobs(app.ctx, backgroundJobs(app.ctx));
    rescreen = rescreenOnNewList(app.ctx);
  } catch (error) {
    await stop().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${config.port} is already in use. Stop the other program or set PORT.`);
    }
    throw error;
  }
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  log.info(`MapleRupee is running at ${url} (${config.nodeEnv})`);
  return { app, url, stop };
}
