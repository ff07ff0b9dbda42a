import { FROM_ROOT } from './ecosystems/_module.js';
import { NX } from './ecosystems/_nx.js';
import { EXEC, EXEC_PREFIX } from './ecosystems/node.js';
import type { DirectoryProfile } from './profile.js';

// A package's command said from the project root, the way a contributor of that workspace says it.

/** A command of package `pkg`, said from the root: the workspace's own filter when it has one. */
export function fromRoot(pkg: DirectoryProfile, root: DirectoryProfile, command: string): string {
  if (command.startsWith(FROM_ROOT)) return command.slice(FROM_ROOT.length);
  const pm = root.packageManager ?? pkg.packageManager ?? 'npm';
  if (command.startsWith(`${NX} `)) return `${EXEC_PREFIX[pm]} nx ${command.slice(NX.length + 1)}`;
  if (command.startsWith(`${EXEC} `)) {
    const rest = command.slice(EXEC.length + 1);
    if (pkg.dir === '') return `${EXEC_PREFIX[pm]} ${rest}`;
    if (pm === 'pnpm' && root.workspace?.node && pkg.name) return `pnpm --filter ${pkg.name} exec ${rest}`;
    return `cd ${pkg.dir} && ${EXEC_PREFIX[pm]} ${rest}`;
  }
  if (pkg.dir === '') return command;
  const script = /^(npm|pnpm|yarn|bun) (?:run )?(\S+)(.*)$/.exec(command);
  if (script && root.workspace?.node && pkg.name) {
    const [, , name, rest] = script;
    if (pm === 'pnpm') return `pnpm --filter ${pkg.name} ${name}${rest}`;
    if (pm === 'yarn') return `yarn workspace ${pkg.name} ${name}${rest}`;
    if (pm === 'bun') return `bun run --filter ${pkg.name} ${name}${rest}`;
    return `npm ${name === 'test' ? 'test' : `run ${name}`} -w ${pkg.dir}${rest}`;
  }
  if (root.workspace?.cargo && pkg.name && /^cargo (test|clippy)\b/.test(command))
    return command.replace(/^cargo (test|clippy)/, `cargo $1 -p ${pkg.name}`);
  const maven = /^(\.\/mvnw|mvn) (.*)$/.exec(command);
  if (maven && root.workspace?.maven) return `${existsMvnw(root) ? './mvnw' : 'mvn'} -pl ${pkg.dir} ${maven[2]}`;
  const gradle = /^(\.\/gradlew|gradle) (\w+)(.*)$/.exec(command);
  if (gradle && root.workspace?.gradle)
    return `${root.languages.java?.test?.startsWith('./gradlew') ? './gradlew' : gradle[1]} :${pkg.dir.replaceAll('/', ':')}:${gradle[2]}${gradle[3]}`;
  return `cd ${pkg.dir} && ${command}`;
}

function existsMvnw(root: DirectoryProfile): boolean {
  return root.languages.java?.test?.startsWith('./mvnw') ?? false;
}
