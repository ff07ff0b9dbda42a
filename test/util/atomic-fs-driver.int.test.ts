// The JSON store's driver is an unstorage driver: served through unstorage's own createStorage, its keys
// and files are the store's (JsonStore calls it directly, synchronously: util/json-store.ts).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import { describe, expect, it } from 'vitest';
import { atomicFsDriver } from '../../src/util/atomic-fs-driver.js';
import { tempDir } from '../helpers/temp.js';

describe('atomicFsDriver under createStorage', () => {
  it('keys are files below the base, written private and whole; listed and removed by key', async () => {
    const base = tempDir('checkpoint-driver-');
    const storage = createStorage({ driver: atomicFsDriver({ base, maxBytes: 1024 }) });
    await storage.setItemRaw('claude:s1', '{"a":1}\n');
    await storage.setItemRaw('top', '{}\n');
    expect(readdirSync(join(base, 'claude'))).toEqual(['s1.json']);
    expect(statSync(join(base, 'claude', 's1.json')).mode & 0o777).toBe(0o600);
    expect(await storage.getItemRaw('claude:s1')).toBe('{"a":1}\n');
    expect(await storage.hasItem('claude:s2')).toBe(false);
    expect((await storage.getKeys()).sort()).toEqual(['claude:s1', 'top']);
    expect(await storage.getKeys('claude')).toEqual(['claude:s1']);
    await storage.removeItem('claude:s1');
    expect(await storage.getKeys()).toEqual(['top']);
  });

  it('a value over the bound reads as none', async () => {
    const base = tempDir('checkpoint-driver-');
    const storage = createStorage({ driver: atomicFsDriver({ base, maxBytes: 4 }) });
    await storage.setItemRaw('big', '{"a":1}');
    expect(await storage.getItemRaw('big')).toBeNull();
    expect(await storage.hasItem('big')).toBe(true);
  });
});
