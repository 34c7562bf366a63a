import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { type SeededAccount, seed } from './db/seed.js';
import { loadEnv } from './env.js';
import { errorMessage } from './logging.js';
import { startSweeper } from './services/sweeper.js';

function banner(url: string, kind: string, accounts: SeededAccount[]): string {
  const lines = [``, `  Admin console ready at ${url}`, `  Database: ${kind}`];
  if (accounts.length > 0) {
    lines.push('', '  Demo accounts (shown once, on first start):');
    for (const { username, password, generated } of accounts) {
      lines.push(`    ${username.padEnd(6)} ${password}${generated ? '  (generated)' : ''}`);
    }
  }
  return `${lines.join('\n')}\n\n`;
}

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  let accounts: SeededAccount[];
  try {
    accounts = await seed(database.db, {
      adminPassword: env.adminPassword,
      userPassword: env.userPassword,
      demoData: env.seedDemoData,
      production: env.nodeEnv === 'production',
      allowDemoAccounts: env.allowDemoAccounts,
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ env, database });
  const stopSweeper = startSweeper(database.db, app.log, { vacuum: database.kind === 'pglite' });
  app.addHook('onClose', async () => {
    stopSweeper();
    await database.close();
  });

  let closing = false;
  // Node closes only the connections idle when close() is called; one busy then would stay
  // open as keep-alive afterwards and hold the shutdown forever.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: env.host, port: env.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  process.stdout.write(banner(`http://${host}:${port}`, database.kind, accounts));
}

main().catch((error: unknown) => {
  process.stderr.write(`${errorMessage(error)}\n`);
  process.exit(1);
});
