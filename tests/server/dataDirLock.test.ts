import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_SOCKET } from '../../src/server/db/dataDirLock.ts';

const HOLDER = fileURLToPath(new URL('./lockHolder.ts', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
const children: ChildProcess[] = [];
let n = 0;
const freshDir = () => {
  const dir = path.join(root, `d${++n}`);
  mkdirSync(dir);
  return dir;
};

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `command args` and resolves with the first stdout line matching `pattern`. */
function startLine(command: string, args: string[], pattern: RegExp): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      text += chunk;
      const line = text.split('\n').find((l) => pattern.test(l));
      if (line) resolve({ child, line });
    });
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before printing ${pattern}: ${text}`)));
  });
}

/** A process holding the lock of `dir` (or refused); resolves with its first line. */
const holder = (dir: string, ...more: string[]) =>
  startLine(process.execPath, ['--import', 'tsx', HOLDER, dir, ...more], /^(locked|refused|failed) /);

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** chattr +i (root on ext4 and the like): a directory in which nothing can be created, not even a socket. */
const immutable = (dir: string, on: boolean) => spawnSync('chattr', [on ? '+i' : '-i', dir], { stdio: 'ignore' }).status === 0;
const canMakeImmutable = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-chattr-'));
  const ok = immutable(dir, true) && immutable(dir, false);
  rmSync(dir, { recursive: true, force: true });
  return ok;
})();

/** The lock socket a holder killed with SIGKILL left in `dir`. */
async function killedHolderSocket(dir: string): Promise<string> {
  const { child } = await holder(dir);
  await killHard(child);
  return path.join(dir, LOCK_SOCKET);
}

/** This process takes the lock: another process is refused with the clear message, then takes it once released. */
async function holdRefuseRelease(dir: string) {
  const release = await acquireDataDirLock(dir);
  const { line } = await holder(dir);
  expect(line).toBe(
    `refused The data directory ${dir} is in use by another process (pid ${process.pid}). ` +
      'PGlite allows one process per data directory: stop that process or set DATA_DIR to another directory.',
  );
  await release();
  const again = await holder(dir);
  expect(again.line).toBe(`locked ${again.child.pid}`);
  return again;
}

describe('the data directory lock', () => {
  it('is a socket in the data directory, refused to a second holder in this process, and gone after release', async () => {
    const dir = freshDir();
    const release = await acquireDataDirLock(dir);
    expect(lstatSync(path.join(dir, LOCK_SOCKET)).isSocket()).toBe(true);
    const refused = await acquireDataDirLock(dir).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `The data directory ${dir} is in use by another process (pid ${process.pid}). ` +
        'PGlite allows one process per data directory: stop that process or set DATA_DIR to another directory.',
    );
    await release();
    expect(readdirSync(dir)).toEqual([]);
    await (
      await acquireDataDirLock(dir)
    )();
  });

  it('refuses another live process with the clear message, and takes over once that process was killed with SIGKILL', async () => {
    const dir = freshDir();
    const { child, line } = await holder(dir);
    expect(line).toBe(`locked ${child.pid}`);
    const err = await acquireDataDirLock(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataDirLockedError);
    expect((err as DataDirLockedError).pid).toBe(child.pid);
    expect((err as Error).message).toContain(`The data directory ${dir} is in use by another process (pid ${child.pid})`);
    await killHard(child);
    expect(lstatSync(path.join(dir, LOCK_SOCKET)).isSocket()).toBe(true); // left behind by the killed owner
    const release = await acquireDataDirLock(dir);
    await release();
  });

  it('refuses while the owner is alive but too busy to answer', async () => {
    const dir = freshDir();
    const { line } = await holder(dir, 'busy');
    expect(line).toMatch(/^locked /);
    const started = Date.now();
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`The data directory ${dir} is in use by another process. PGlite allows`);
    // Silence is waited out for up to 10 s (a killed owner's threads may still be exiting), then it counts as alive.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('refuses a second process while this one holds the lock', async () => {
    const dir = freshDir();
    await holdRefuseRelease(dir);
  });

  it('is not blocked by a pid file of earlier versions naming this process, a live unrelated process, or a dead one', async () => {
    for (const pid of [process.pid, process.ppid, 1, 2 ** 22 + 1]) {
      const dir = freshDir();
      writeFileSync(path.join(dir, 'pglite.lock'), String(pid));
      const release = await acquireDataDirLock(dir);
      expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
      await release();
    }
  });

  it('deletes the dead sockets a process killed while taking the lock long ago left beside it, and keeps other files', async () => {
    const dir = freshDir();
    await killedHolderSocket(dir);
    for (const name of [`${LOCK_SOCKET}.12345-0123456789abcdef`, `${LOCK_SOCKET}.stale-12345-01234567`]) {
      linkSync(path.join(dir, LOCK_SOCKET), path.join(dir, name)); // dead sockets, as the killed process left them
    }
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    utimesSync(path.join(dir, LOCK_SOCKET), lastWeek, lastWeek); // one inode: the three names are a week old
    // A dead socket made just now stays: it may be one that a process taking the lock bound but does not yet listen on.
    const young = `${LOCK_SOCKET}.23456-0123456789abcdef`;
    const other = await killedHolderSocket(freshDir());
    linkSync(other, path.join(dir, young));
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const release = await acquireDataDirLock(dir);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', LOCK_SOCKET, young]);
    await release();
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', young]);
  });

  it.runIf(process.platform === 'linux')('takes over from an owner killed with SIGKILL that is still a zombie', async () => {
    const dir = freshDir();
    // The holder runs in the background of a shell that then becomes `sleep`, which never reaps it.
    const script = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(HOLDER)} ${JSON.stringify(dir)} & exec sleep 60`;
    const { child: parent, line } = await startLine('sh', ['-c', script], /^locked /);
    const pid = Number(line.split(' ')[1]);
    process.kill(pid, 'SIGKILL');
    const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0];
    for (let i = 0; i < 100 && state() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(state()).toBe('Z');
    expect(() => process.kill(pid, 0)).not.toThrow(); // "alive" to a pid check
    const release = await acquireDataDirLock(dir);
    await release();
    await killHard(parent);
  });

  it('lets one of many simultaneous takers have a stale lock and refuses the others', async () => {
    const dir = freshDir();
    const { child } = await holder(dir);
    await killHard(child);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => acquireDataDirLock(dir)));
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError);
    await (taken[0] as PromiseFulfilledResult<() => Promise<void>>).value();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('works for a data directory whose path is too long for a socket address', async () => {
    const dir = path.join(root, 'long', 'x'.repeat(60), 'y'.repeat(60));
    mkdirSync(dir, { recursive: true });
    expect(Buffer.byteLength(path.join(dir, LOCK_SOCKET))).toBeGreaterThan(108);
    const { child, line } = await holder(dir);
    expect(line).toBe(`locked ${child.pid}`);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`The data directory ${dir} is in use by another process (pid ${child.pid})`);
    await killHard(child);
    const release = await acquireDataDirLock(dir);
    const second = await holder(dir);
    expect(second.line).toMatch(/^refused The data directory .* is in use by another process/);
    await release();
    // Nothing was made at a truncated socket path beside it.
    expect(readdirSync(path.join(root, 'long', 'x'.repeat(60)))).toEqual(['y'.repeat(60)]);
  });

  it.runIf(canMakeImmutable)('is kept outside a data directory that cannot hold a socket, and still refuses a second process', async () => {
    const dir = freshDir();
    expect(immutable(dir, true)).toBe(true);
    try {
      const again = await holdRefuseRelease(dir);
      await killHard(again.child);
      await (
        await acquireDataDirLock(dir)
      )(); // taken over from the killed one, then released: nothing left behind
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      immutable(dir, false);
    }
  });
});
