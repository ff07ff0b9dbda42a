import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { quote } from 'shell-quote';

/** The file the agents should run: this very bundle, resolved through the `checkpoint` link if run by it. */
export function runningBundle(): string {
  const script = process.argv[1] ?? '';
  try {
    return realpathSync(script);
  } catch {
    return script;
  }
}

function realpathOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The `checkpoint` that PATH finds first, resolved through links, or undefined. */
export function checkpointOnPath(pathEnv: string | undefined): string | undefined {
  for (const dir of (pathEnv ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'checkpoint');
    if (existsSync(candidate)) return realpathOrSelf(candidate);
  }
  return undefined;
}

/**
 * How the agent can run checkpoint by hand from its shell: `checkpoint` when PATH finds this bundle,
 * else the bundle by absolute path, so `checkpoint off` in a message never ends in "command not found".
 */
export function selfCommand(env: NodeJS.ProcessEnv, bundlePath: string): string {
  if (!bundlePath || checkpointOnPath(env.PATH) === realpathOrSelf(bundlePath)) return 'checkpoint';
  return quote(['node', realpathOrSelf(bundlePath)]);
}

/** How the texts for an agent name checkpoint's own commands (`checkpoint off`), asked only when a text says one. */
export type SelfName = () => string;

export function selfName(env: NodeJS.ProcessEnv, bundlePath?: string): SelfName {
  let name: string | undefined;
  return () => (name ??= selfCommand(env, bundlePath ?? runningBundle()));
}
