import path from 'node:path';
import type { Database } from '../src/server/db/client.ts';
import { startServer } from '../src/server/main.ts';

/**
 * The two servers of an A/B bench (longTasksAB.ts, readerAB.ts): each serves one client build (`clientDirs`, before
 * and after) on its own port (`port` and +1) and data directory (`dataDir(i)`), in production mode with the embedded
 * database; `beforeListen` prepares each database (demo data).
 */
export function startAbServers(
  clientDirs: [string, string],
  port: number,
  dataDir: (i: number) => string,
  beforeListen?: (database: Database) => Promise<void>,
) {
  return Promise.all(
    clientDirs.map((clientDir, i) =>
      startServer({
        clientDir: path.resolve(clientDir),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port + i),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port + i}`,
          DATA_DIR: dataDir(i),
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
        },
        beforeListen,
        log: () => {},
        handleSignals: false,
      }),
    ),
  );
}

/** startAbServers with the demo data in each database, in `.tmp/<name>-data-<i>` (longTasksAB.ts, lighthouseAB.ts). */
export function startDemoAbServers(clientDirs: [string, string], port: number, name: string) {
  const root = path.resolve(import.meta.dirname, '..');
  return startAbServers(
    clientDirs,
    port,
    (i) => path.join(root, `.tmp/${name}-data-${i}`),
    async (database) => {
      const { seedIfEmpty } = await import('../src/server/db/seed/seed.ts');
      await seedIfEmpty(database.db);
    },
  );
}
