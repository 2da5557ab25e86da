import cluster from 'node:cluster';
import { enableCompileCache } from 'node:module';

/**
 * Process entry: configuration, then either the app (one process, or a cluster worker) or, with
 * WEB_CONCURRENCY > 1, the cluster primary that runs this same file in each worker. Stops cleanly
 * on SIGINT/SIGTERM.
 */
async function main() {
  const startedAt = performance.now();
  // Before the app's modules load, so that a warm start reuses V8's compiled code for them.
  enableCompileCache();
  const { checkConfigAddresses, loadConfig } = await import('./config');
  const config = loadConfig();
  await checkConfigAddresses(config);
  if (cluster.isPrimary && config.webConcurrency > 1) {
    const { runPrimary } = await import('./cluster/primary');
    return runPrimary(config, startedAt);
  }
  const { workerSlot, reportReady } = await import('./cluster/worker');
  const { buildApp } = await import('./app');
  const { startControlSocket } = await import('./control/control-socket');
  const slot = workerSlot();
  const app = await buildApp(config);
  // Installed before listening, so a signal during start-up still closes the database (and its lock).
  let control: Awaited<ReturnType<typeof startControlSocket>> | undefined = undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      void (control?.close() ?? Promise.resolve())
        .then(() => app.close())
        .then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  // One process serves the control socket: this one alone, or the cluster's first worker.
  if (slot === undefined || slot === 0) {
    // A socket that cannot start stops the server, but only after the database closed cleanly.
    control = await startControlSocket(app, config).catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  }
  const took = Math.round(performance.now() - startedAt);
  if (slot !== undefined) {
    app.log.debug(`Worker ${slot + 1} of ${config.webConcurrency} ready in ${took} ms`);
    reportReady();
    return;
  }
  app.log.info(
    `OSPO Events ${config.version} ready at ${config.publicUrl} in ${took} ms ` +
      `(database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, identity: ${config.oidc.mode === 'local' ? 'built-in provider' : config.oidc.issuer})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
