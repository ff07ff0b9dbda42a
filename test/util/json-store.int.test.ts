// The one JSON store on real files in a temp dir: what a read makes of whatever is on disk, how a write
// lands, which files are keys, and read-modify-write under the lock.
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { JsonStore } from '../../src/util/json-store.js';
import { LockTimeoutError } from '../../src/util/lock.js';
import { tempDir } from '../helpers/temp.js';

const Note = v.object({ text: v.string(), count: v.number() });
type Note = v.InferOutput<typeof Note>;

let dir: string;
let store: JsonStore<Note>;
beforeEach(() => {
  dir = tempDir('checkpoint-json-store-');
  store = new JsonStore(dir, Note);
});

/** The token of a lock held by a live process (this one): never stale. */
const heldLock = () => JSON.stringify({ pid: process.pid, nonce: 'other-run', at: Date.now() });

describe('read', () => {
  const valid = JSON.stringify({ text: 'hi', count: 1 });
  it.each([
    { name: 'a valid file', make: (file: string) => writeFileSync(file, valid), status: 'ok' },
    { name: 'no file', make: () => {}, status: 'missing' },
    { name: 'an empty file', make: (file: string) => writeFileSync(file, ''), status: 'corrupt', problem: /^empty$/ },
    { name: 'a torn file', make: (file: string) => writeFileSync(file, valid.slice(0, 9)), status: 'corrupt', problem: /not valid JSON/ },
    {
      name: 'binary bytes',
      make: (file: string) => writeFileSync(file, Buffer.from([0, 1, 0xff])),
      status: 'corrupt',
      problem: /not valid JSON/,
    },
    {
      name: 'another schema',
      make: (file: string) => writeFileSync(file, JSON.stringify({ text: 'hi', count: 'one' })),
      status: 'corrupt',
      problem: /^count: /,
    },
    { name: 'a string, not an object', make: (file: string) => writeFileSync(file, '"hi"'), status: 'corrupt', problem: /^the value: / },
    {
      name: 'a file over the bound (4 MB)',
      make: (file: string) => writeFileSync(file, `{"text":"${'x'.repeat(4 * 1024 * 1024)}","count":1}`),
      status: 'corrupt',
      problem: /over \d+ bytes/,
    },
    {
      name: 'a FIFO (read would block)',
      make: (file: string) => {
        spawnSync('mkfifo', [file]);
        expect(lstatSync(file).isFIFO()).toBe(true);
      },
      status: 'missing',
    },
    { name: 'a link to /dev/zero (read would never end)', make: (file: string) => symlinkSync('/dev/zero', file), status: 'missing' },
    { name: 'a directory', make: (file: string) => mkdirSync(file), status: 'missing' },
  ])('$name: $status', ({ make, status, problem }) => {
    make(join(dir, 'note.json'));
    const read = store.read('note');
    expect(read.status).toBe(status);
    if (read.status === 'ok') expect(read.value).toEqual({ text: 'hi', count: 1 });
    if (read.status === 'corrupt') expect(read.problem).toMatch(problem!);
    expect(store.get('note')).toEqual(status === 'ok' ? { text: 'hi', count: 1 } : undefined);
  });

  it('keeps the text of a corrupt file (a corrupt restore point is listed with it)', () => {
    writeFileSync(join(dir, 'note.json'), '{"text":');
    expect(store.read('note')).toEqual({ status: 'corrupt', text: '{"text":', problem: expect.stringMatching(/not valid JSON/) });
  });

  it.each(['..', '../escape', 'a/b', '.', 'a::b', '', 'a b', 'x'.repeat(129)])(
    'the key %j is no file: missing, never a path outside',
    (key) => {
      writeFileSync(join(dirname(dir), 'escape.json'), JSON.stringify({ text: 'outside', count: 1 }));
      expect(store.read(key)).toEqual({ status: 'missing' });
      expect(() => store.file(key)).toThrow(/not a safe state key/);
      expect(() => store.write(key, { text: 'x', count: 1 })).toThrow(/not a safe state key/);
    },
  );
});

describe('write', () => {
  it('a private file in private directories, written whole, read back as written', () => {
    const text = store.write('agent:session', { text: 'hi', count: 2 });
    const file = join(dir, 'agent', 'session.json');
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'agent')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dir, 'agent'))).toEqual(['session.json']);
    expect(store.get('agent:session')).toEqual({ text: 'hi', count: 2 });
  });

  it('replaces a file by rename: a reader holding the old file still reads it whole', () => {
    store.write('note', { text: 'old', count: 1 });
    const before = statSync(join(dir, 'note.json')).ino;
    store.write('note', { text: 'new', count: 2 });
    expect(statSync(join(dir, 'note.json')).ino).not.toBe(before);
    expect(store.get('note')).toEqual({ text: 'new', count: 2 });
  });
});

describe('keys', () => {
  it('every .json file below the directory, a subdirectory as a key segment; temp files, locks and unnamable files are none', () => {
    store.write('a', { text: 'a', count: 1 });
    store.write('agent:b', { text: 'b', count: 1 });
    for (const name of ['a.json.tmp', '.a.json.123.abc.tmp', 'a.json.lock', 'has space.json', 'notes.txt'])
      writeFileSync(join(dir, name), '{}');
    writeFileSync(join(dir, 'agent', 'torn.json'), '{');
    expect(store.keys().sort()).toEqual(['a', 'agent:b', 'agent:torn']);
  });

  it('a store whose directory does not exist has none', () => {
    expect(new JsonStore(join(dir, 'nothing-yet'), Note).keys()).toEqual([]);
  });
});

describe('update', () => {
  it('parallel read-modify-writes lose no update', async () => {
    await Promise.all(
      Array.from({ length: 25 }, () =>
        store.update('counter', (current) => {
          const count = current.status === 'ok' ? current.value.count : 0;
          return { write: { text: 'n', count: count + 1 }, result: undefined };
        }),
      ),
    );
    expect(store.get('counter')).toEqual({ text: 'n', count: 25 });
    expect(readdirSync(dir)).toEqual(['counter.json']);
  });

  it('a change that writes nothing writes nothing, and returns its result', async () => {
    const result = await store.update('note', (current) => ({ result: current.status }));
    expect(result).toBe('missing');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('sees a corrupt file as corrupt, and replaces it', async () => {
    writeFileSync(join(dir, 'note.json'), '{"text":');
    const seen = await store.update('note', (current) => ({ write: { text: 'fixed', count: 0 }, result: current.status }));
    expect(seen).toBe('corrupt');
    expect(store.get('note')).toEqual({ text: 'fixed', count: 0 });
  });

  it('removes the temp file a killed writer left, and writes', async () => {
    writeFileSync(join(dir, 'note.json.tmp'), '{"torn":');
    await store.update('note', () => ({ write: { text: 'hi', count: 1 }, result: undefined }));
    expect(readdirSync(dir)).toEqual(['note.json']);
    expect(statSync(join(dir, 'note.json')).mode & 0o777).toBe(0o600);
  });

  it('cannot get the lock: throws LockTimeoutError, change not run, nothing written', async () => {
    const waiting = new JsonStore(dir, Note, { waitMs: 100 });
    waiting.write('note', { text: 'before', count: 1 });
    writeFileSync(join(dir, 'note.json.lock'), heldLock());
    let ran = false;
    const update = waiting.update('note', () => {
      ran = true;
      return { write: { text: 'after', count: 2 }, result: undefined };
    });
    await expect(update).rejects.toBeInstanceOf(LockTimeoutError);
    expect(ran).toBe(false);
    expect(store.get('note')).toEqual({ text: 'before', count: 1 });
  });

  it('a change that outlived its lock (taken over as hung) writes nothing', async () => {
    store.write('note', { text: 'before', count: 1 });
    const update = store.update('note', () => {
      writeFileSync(join(dir, 'note.json.lock'), heldLock());
      return { write: { text: 'after', count: 2 }, result: undefined };
    });
    await expect(update).rejects.toThrow(/lock of .* lost: nothing written/);
    expect(store.get('note')).toEqual({ text: 'before', count: 1 });
  });
});
