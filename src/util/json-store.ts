// The one way JSON state is kept (sessions, investigation reports, restore records, markers and memos):
// a directory of JSON files, one per key, through the atomic unstorage driver (util/atomic-fs-driver.ts).
// Every byte read is checked against the store's valibot schema, and a read never throws: whatever is on
// disk (a torn file, someone's edit, an older schema, a FIFO planted at the path) is missing or corrupt.
//
// The driver is called directly, not through unstorage's createStorage: its Storage answers with promises
// only, and restore points are read synchronously all through restore/ and its commands; the driver does
// its work synchronously either way.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as v from 'valibot';
import { atomicFsDriver, isSafeKey, keyFile } from './atomic-fs-driver.js';
import { type LockOptions, withLock } from './lock.js';

/** A state file is a few KB; anything this large is not ours to parse. */
const MAX_BYTES = 4 * 1024 * 1024;

/** What a read found: the value, or why there is none; `text` is what the file held ('' when not read). */
export type JsonRead<T> =
  | { status: 'ok'; value: T; text: string }
  /** No file, not a regular file, or a key that is not safe. */
  | { status: 'missing' }
  /** Empty, not JSON, not of the schema, or over the size bound. */
  | { status: 'corrupt'; text: string; problem: string };

/** What an update's change decides: the value to write (none: nothing is written) and what update returns. */
interface Change<T, R> {
  write?: T;
  result: R;
}

export class JsonStore<T> {
  private readonly driver: ReturnType<typeof atomicFsDriver>;

  constructor(
    readonly dir: string,
    private readonly schema: v.GenericSchema<unknown, T>,
    /** The lock of update: how long to wait for it, when a holder counts as gone (util/lock.ts). */
    private readonly lockOptions: LockOptions = {},
  ) {
    this.driver = atomicFsDriver({ base: dir, maxBytes: MAX_BYTES });
  }

  /** The file of a key (`a:b` is `<dir>/a/b.json`); throws for a key that could leave the directory. */
  file(key: string): string {
    return keyFile(this.dir, key);
  }

  read(key: string): JsonRead<T> {
    if (!isSafeKey(key)) return { status: 'missing' };
    const text = this.driver.getItem(key);
    if (text === null) {
      // A regular file the bounded read refused is there, but unusable.
      return this.driver.hasItem(key)
        ? { status: 'corrupt', text: '', problem: `over ${MAX_BYTES} bytes or unreadable` }
        : { status: 'missing' };
    }
    return this.parse(text);
  }

  /** The value of a key, or undefined when it is missing or corrupt. */
  get(key: string): T | undefined {
    const read = this.read(key);
    return read.status === 'ok' ? read.value : undefined;
  }

  /** Writes a value whole (a reader sees the old file or the new one); returns the text written. */
  write(key: string, value: T): string {
    const text = serialize(value);
    this.driver.setItem(key, text);
    return text;
  }

  remove(key: string): void {
    this.driver.removeItem(key);
  }

  /** Every key holding a file, in no particular order (a file may still read as corrupt). */
  keys(): string[] {
    return this.driver.getKeys('');
  }

  /**
   * Read-modify-write of one key under its lock (`<file>.lock`, an O_EXCL file with an owner token), so
   * concurrent runs (parallel tool hooks) lose no update. Throws LockTimeoutError, having written
   * nothing, when the lock cannot be had in time: losing one update beats overwriting another run's.
   */
  async update<R>(key: string, change: (current: JsonRead<T>) => Change<T, R> | Promise<Change<T, R>>): Promise<R> {
    const file = this.file(key);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    return withLock(
      `${file}.lock`,
      async (lock) => {
        const { write, result } = await change(this.read(key));
        if (write === undefined) return result;
        // The change may have taken long (git, a transcript): a hung run whose lock was taken over must not write.
        if (!lock.stillHeld()) throw new Error(`lock of ${file} lost: nothing written`);
        this.driver.setItem(key, serialize(write), { locked: true });
        return result;
      },
      this.lockOptions,
    );
  }

  private parse(text: string): JsonRead<T> {
    if (text === '') return { status: 'corrupt', text, problem: 'empty' };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { status: 'corrupt', text, problem: `not valid JSON (${(error as Error).message})` };
    }
    const parsed = v.safeParse(this.schema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return { status: 'corrupt', text, problem: `${v.getDotPath(issue) ?? 'the value'}: ${issue.message}` };
    }
    return { status: 'ok', value: parsed.output, text };
  }
}

function serialize(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
