import type { Database } from './client.ts';

/**
 * A Database handle usable before the database has opened: the app is built with it while PGlite starts (main.ts),
 * and reaches `db` or `epoch` only when a request comes, which the server accepts only once the database is open.
 * Using it earlier is a bug and throws.
 */
export function lateDatabase(opening: Promise<Database>): { database: Database } {
  let opened: Database | undefined;
  opening.then(
    (database) => (opened = database),
    () => {},
  );
  const get = (): Database => {
    if (!opened) throw new Error('the database is not open yet');
    return opened;
  };
  const database: Database = {
    get db() {
      return get().db;
    },
    get engine() {
      return get().engine;
    },
    get epoch() {
      return get().epoch;
    },
    close: () => get().close(),
  };
  return { database };
}
