import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './env';
import { flushErrorReports } from './observability';

/** Where the server can be reached and what is exposed, said once at start. */
function startupSummary(config: AppConfig) {
  const local = config.host === '127.0.0.1' || config.host === 'localhost' || config.host === '::1';
  return {
    listening: `${config.host}:${config.port}`,
    role: config.role,
    errorReporting: config.errorReporting ? config.errorReporting.environment : 'off',
    reachableFrom: local ? 'this machine only (set HOST=0.0.0.0 to serve other machines)' : 'the network',
    areas: config.areaOrigins,
    devMailbox:
      config.environment !== 'production' && !config.mail.smtp
        ? `http://localhost:${config.port}/dev/mail (answers requests from this machine only)`
        : null,
  };
}

try {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app
        .close()
        .then(() => flushErrorReports())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(startupSummary(config), 'Veil is running');
  if (config.environment === 'production' && !config.areaOrigins.candidate.startsWith('https://'))
    app.log.warn(
      'ALLOW_INSECURE_HTTP=true: production over plain http, session cookies without Secure; never expose this server',
    );
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  throw error;
}
