import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { quote } from 'shell-quote';
import { realPathOr } from './paths.js';

/** The file the agents should run: this very bundle, resolved through the `checkpoint` link if run by it. */
export function runningBundle(): string {
  return realPathOr(process.argv[1] ?? '');
}

/** The `checkpoint` that PATH finds first, resolved through links, or undefined. */
export function checkpointOnPath(pathEnv: string | undefined): string | undefined {
  for (const dir of (pathEnv ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'checkpoint');
    if (existsSync(candidate)) return realPathOr(candidate);
  }
  return undefined;
}

/**
 * How the agent can run checkpoint by hand from its shell: `checkpoint` when PATH finds this bundle,
 * else the bundle by absolute path, so `checkpoint off` in a message never ends in "command not found".
 */
export function selfCommand(env: NodeJS.ProcessEnv, bundlePath: string): string {
  if (!bundlePath || checkpointOnPath(env.PATH) === realPathOr(bundlePath)) return 'checkpoint';
  return quote(['node', realPathOr(bundlePath)]);
}

/** How the texts for an agent name checkpoint's own commands (`checkpoint off`), asked only when a text says one. */
export type SelfName = () => string;

export function selfName(env: NodeJS.ProcessEnv, bundlePath?: string): SelfName {
  let name: string | undefined;
  return () => (name ??= selfCommand(env, bundlePath ?? runningBundle()));
}
