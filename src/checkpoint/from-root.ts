import { FROM_ROOT } from './ecosystems/_module.js';
import { ECOSYSTEMS } from './ecosystems/index.js';
import type { DirectoryProfile } from './profile.js';

// A package's command said from the project root, the way a contributor of that workspace says it:
// each ecosystem's module knows its workspace's spelling (EcosystemModule.fromRoot); else `cd <package> &&`.

/**
 * A command of package `pkg`, said from the root: the workspace's own filter when it has one. A command that goes to
 * the package's folder first (a CI step's, `working-directory: web` run as `cd web && bin/test`) is said from the root already.
 */
export function fromRoot(pkg: DirectoryProfile, root: DirectoryProfile, command: string): string {
  if (command.startsWith(FROM_ROOT)) return command.slice(FROM_ROOT.length);
  if (pkg.dir !== '' && goesTo(command, pkg.dir)) return command;
  for (const ecosystem of ECOSYSTEMS) {
    const said = ecosystem.fromRoot?.(command, pkg, root);
    if (said !== undefined) return said;
  }
  return pkg.dir === '' ? command : `cd ${pkg.dir} && ${command}`;
}

/** Does a command start by going to folder `dir` or a folder below it (`cd web && ...`, `cd web/e2e && ...`)? */
function goesTo(command: string, dir: string): boolean {
  return command.startsWith(`cd ${dir} && `) || command.startsWith(`cd ${dir}/`);
}
