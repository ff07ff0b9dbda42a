import { log } from './log.js';

/**
 * A step whose failure must not cost what follows it (a hook's record of a SessionStart or a shell call, a turn's
 * point, the daily prune): its error becomes a debug line and its result undefined. The one way a step fails open inside a process;
 * each process entry (hook, notify, background) has one boundary of its own around everything.
 */
export async function bestEffort<T>(step: string, run: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    log.debug(`${step} failed open`, error);
    return undefined;
  }
}
