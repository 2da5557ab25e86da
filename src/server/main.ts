import { buildApp } from './app';
import { loadConfig } from './config';

/** Process entry: configuration, then the app, then listen; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `OSPO Events ${config.version} ready at ${config.publicUrl} in ${Math.round(performance.now() - startedAt)} ms ` +
      `(database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, identity: ${config.oidc.mode === 'local' ? 'built-in provider' : config.oidc.issuer})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
