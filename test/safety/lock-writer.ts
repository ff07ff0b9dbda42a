// One session writer as its own process, for lock-takeover.int.test.ts (which bundles this file with ncc):
// a read-modify-write of one session under the session lock, holding it for `holdMs`.
// Prints `locked` once it holds the lock, then `written` or `refused: <why>`.
import { SessionStore } from '../../src/session/state-store.js';

async function main(): Promise<void> {
  const [stateDir, name, holdMs, staleMs] = process.argv.slice(2);
  const store = new SessionStore({ CHECKPOINT_STATE_DIR: stateDir }, { staleMs: Number(staleMs), waitMs: 15_000 });
  try {
    await store.update('claude', 'shared', async (state) => {
      process.stdout.write('locked\n');
      await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
      // What this writer saw and what it adds: a lost update would drop another writer's name.
      return { ...state, turnCounter: state.turnCounter + 1, turnKey: [state.turnKey, name].filter(Boolean).join('+') };
    });
    process.stdout.write('written\n');
  } catch (error) {
    process.stdout.write(`refused: ${(error as Error).message}\n`);
  }
}

void main();
