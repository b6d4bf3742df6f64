import { createHash, randomBytes } from 'node:crypto';
import { closeSync, constants, existsSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * One process owns a PGlite data directory. The lock is a Unix domain socket, DATA_DIR/pglite.lock.sock, on which
 * the owner listens: the operating system closes it when the owner dies however it dies (kill -9, crash, OOM), so
 * a connection to it succeeds only while the owner lives. A pid file cannot tell that: a pid may be a zombie's,
 * reused by another process, or this very process's own (pid 1 again in a restarted container).
 */
export const LOCK_SOCKET = 'pglite.lock.sock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The owner's pid as it reported it (in its own pid namespace); undefined when it did not say. */
    readonly pid: number | undefined,
  ) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another process${pid ? ` (pid ${pid})` : ''}. ` +
        'PGlite allows one process per data directory: stop that process or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * What a connection to a lock socket found: its owner's answer; nobody listening (stale); no socket (gone); a
 * connection closed without an answer: an owner that is dying or just closed it; or no answer in time (silent): an
 * owner whose event loop is busy, or a killed one whose main thread is already a zombie while its other threads
 * still exit (the socket stays open, and the kernel accepts connections nobody answers, until the last one is gone).
 */
type Probe = { state: 'live'; pid?: number; token?: string } | { state: 'stale' } | { state: 'gone' } | { state: 'closing' } | { state: 'silent' };

/** Connects to a lock socket: its owner answers `<pid> <token>\n`; ECONNREFUSED means no process listens on it. */
function probeLock(address: string, timeoutMs = 2_000): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let connected = false;
    let text = '';
    const live = (): Probe => {
      const [pid, token] = text.trim().split(' ');
      const n = Number(pid);
      return { state: 'live', ...(Number.isInteger(n) && n > 0 ? { pid: n } : {}), ...(token ? { token } : {}) };
    };
    const done = (probe: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(probe);
    };
    const timer = setTimeout(() => done(text.includes('\n') ? live() : { state: 'silent' }), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('\n')) done(live());
    });
    socket.on('close', () => done(text.includes('\n') ? live() : { state: 'closing' }));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected) done({ state: 'closing' });
      else if (err.code === 'ECONNREFUSED') done({ state: 'stale' });
      else if (err.code === 'ENOENT') done({ state: 'gone' });
      else done(live()); // EAGAIN (backlog full), EACCES (another user's): someone may be there; do not take it
    });
  });
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** Where the socket goes: a directory path to address it by and the socket's name in it. */
interface Place {
  dir: string;
  name: string;
  close(): void;
}

/** Room for the socket path with its temporary suffix: sun_path holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;
const SUFFIX = '.4194304-0123456789abcdef'.length;

/** A directory outside the data directory, short enough for a socket path: one socket per data directory. */
function shortPlace(real: string): Place {
  const base = Buffer.byteLength(os.tmpdir()) <= 40 ? os.tmpdir() : '/tmp';
  const dir = path.join(base, `pglite-locks-${process.getuid?.() ?? 'user'}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return { dir, name: `${hash(real)}.sock`, close() {} };
}

/**
 * The data directory itself; when its path is too long for a socket address, Linux reaches it through an open
 * descriptor of it (/proc/self/fd/N), and other systems use a short directory keyed by its real path.
 */
function dataDirPlace(real: string): Place {
  if (Buffer.byteLength(path.join(real, LOCK_SOCKET)) + SUFFIX <= MAX_SOCKET_PATH) {
    return { dir: real, name: LOCK_SOCKET, close() {} };
  }
  if (process.platform === 'linux' && existsSync('/proc/self/fd')) {
    const fd = openSync(real, constants.O_RDONLY | constants.O_DIRECTORY);
    return { dir: `/proc/self/fd/${fd}`, name: LOCK_SOCKET, close: () => closeSync(fd) };
  }
  return shortPlace(real);
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Not a refusal: this place cannot hold a socket lock (file system without sockets or hard links). */
class PlaceUnusable extends Error {}

/** What makes a file this very file: its inode and its creation and modification times (ns). */
function identity(file: string): string | undefined {
  try {
    const stats = lstatSync(file, { bigint: true });
    return `${stats.dev}:${stats.ino}:${stats.birthtimeNs}:${stats.mtimeNs}`;
  } catch {
    return undefined;
  }
}

/**
 * Deletes the stale socket `seen` (its identity when the probe found it dead; a dead socket never comes back to
 * life). It is first moved to a unique name: if what was moved is not that socket (another process replaced it
 * with a live one meanwhile) it goes straight back. No await in between: within this process nothing interleaves.
 */
function removeStale(lockPath: string, seen: string): void {
  const trash = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, trash);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    if (identity(trash) !== seen) linkSync(trash, lockPath);
  } catch {
    // Another process took the name meanwhile: the next attempt probes it.
  } finally {
    rmSync(trash, { force: true });
  }
}

/**
 * Deletes what a process killed in the middle of taking the lock left beside it: its temporary socket or a moved
 * stale one. Those names are unique, and a socket nobody listens on never comes back to life: safe to delete. Only
 * files older than a minute: a process taking the lock right now may have bound its socket but not yet listen on it.
 */
async function removeLeftovers(place: Place): Promise<void> {
  try {
    for (const entry of readdirSync(place.dir)) {
      if (!entry.startsWith(`${place.name}.`)) continue;
      const file = path.join(place.dir, entry);
      if (lstatSync(file).mtimeMs > Date.now() - 60_000) continue;
      if ((await probeLock(file)).state === 'stale') rmSync(file, { force: true });
    }
  } catch {
    // Tidying only.
  }
}

async function acquireAt(dataDir: string, place: Place): Promise<() => Promise<void>> {
  const lockPath = path.join(place.dir, place.name);
  const token = randomBytes(12).toString('hex');
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.end(`${process.pid} ${token}\n`);
  });
  // Bound under a unique name, then hard-linked to the lock's name: link() never replaces a file, so of two
  // processes only one gets the name, and closing the server (which unlinks its bound path) cannot delete a
  // lock socket someone else made.
  const temp = `${lockPath}.${process.pid}-${randomBytes(8).toString('hex')}`;
  try {
    try {
      await listen(server, temp);
    } catch (err) {
      throw new PlaceUnusable(`cannot listen on ${temp}: ${(err as Error).message}`);
    }
    server.unref(); // the lock never keeps the process alive
    const { ino, dev } = lstatSync(temp);
    const ours = () => {
      try {
        const stats = lstatSync(lockPath);
        return stats.ino === ino && stats.dev === dev;
      } catch {
        return false;
      }
    };
    // A dying owner may take a moment to let go (see Probe): up to 10 s; one silent all that time is alive but busy.
    let silent = false;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      try {
        linkSync(temp, lockPath);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new PlaceUnusable((err as Error).message);
        const seen = identity(lockPath);
        if (!seen) continue;
        const found = await probeLock(lockPath);
        silent = found.state === 'silent';
        if (found.state === 'live') throw new DataDirLockedError(dataDir, found.pid);
        if (found.state === 'stale') removeStale(lockPath, seen);
        if (found.state === 'closing') await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      // Some file systems keep socket files that nobody can connect to: such a lock would not hold.
      const self = await probeLock(lockPath);
      if (self.state === 'stale' && ours()) {
        rmSync(lockPath, { force: true });
        throw new PlaceUnusable(`the socket ${lockPath} does not answer`);
      }
      if (self.state !== 'live' || self.token !== token) continue; // replaced meanwhile: probe again
      rmSync(temp, { force: true });
      await removeLeftovers(place);
      const removeOurs = () => {
        if (ours()) rmSync(lockPath, { force: true });
      };
      process.once('exit', removeOurs);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        process.removeListener('exit', removeOurs);
        removeOurs();
        await closeServer(server);
        place.close();
      };
    }
    if (silent) throw new DataDirLockedError(dataDir, undefined);
    throw new Error(`Could not take the lock ${lockPath}`);
  } catch (err) {
    if (server.listening) await closeServer(server);
    rmSync(temp, { force: true });
    place.close();
    throw err;
  }
}

/** Windows: a named pipe per data directory, which the system removes with its owner. */
async function acquirePipe(dataDir: string, real: string): Promise<() => Promise<void>> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.end(`${process.pid}\n`);
  });
  const pipe = `\\\\.\\pipe\\pglite-lock-${hash(real.toLowerCase())}`;
  try {
    await listen(server, pipe);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const found = await probeLock(pipe);
    throw new DataDirLockedError(dataDir, found.state === 'live' ? found.pid : undefined);
  }
  server.unref();
  return () => closeServer(server);
}

/**
 * Takes the lock of a data directory for this process (taking over one whose owner died); resolves to its
 * release. Throws DataDirLockedError while a live process, this one included, holds it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const real = realpathSync(dataDir);
  if (process.platform === 'win32') return acquirePipe(dataDir, real);
  let release: () => Promise<void>;
  try {
    release = await acquireAt(dataDir, dataDirPlace(real));
  } catch (err) {
    if (!(err instanceof PlaceUnusable)) throw err;
    release = await acquireAt(dataDir, shortPlace(real));
  }
  // The pid file of earlier versions means nothing now.
  rmSync(path.join(real, 'pglite.lock'), { force: true });
  return release;
}
