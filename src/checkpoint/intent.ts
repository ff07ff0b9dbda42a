import { normalizeWords, positionals, segmentCommand } from './shell.js';

// What a normalized simple command means: a test run, a type-check, an install... Matching is on
// program and subcommand, so `echo "npm test"` or `grep "npm test"` never counts.

export type Ecosystem = 'node' | 'python' | 'go' | 'rust' | 'ruby';

const NODE_PMS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
/** Options of package managers that take a value (`pnpm --filter web test`). */
const PM_VALUE_FLAGS = new Set(['--filter', '-F', '-C', '--dir', '--prefix', '--workspace', '--cwd', '--reporter', '--loglevel']);
const TEST_RUNNERS = new Set([
  'vitest', 'jest', 'mocha', 'ava', 'tap', 'karma', 'jasmine', 'uvu', 'pytest', 'py.test', 'unittest', 'nose2', 'tox', 'nox',
  'rspec', 'phpunit', 'pest', 'ctest', 'busted', 'bats',
]);
/** Programs whose `test` (or listed) subcommand runs tests. */
const TEST_SUBCOMMANDS: Record<string, string[]> = {
  go: ['test'],
  cargo: ['test', 'nextest'],
  deno: ['test'],
  dotnet: ['test'],
  mvn: ['test', 'verify'],
  gradle: ['test', 'check'],
  gradlew: ['test', 'check'],
  mix: ['test'],
  rake: ['test', 'spec'],
  swift: ['test'],
  playwright: ['test'],
  cypress: ['run'],
  flutter: ['test'],
  zig: ['test'],
};
const TYPECHECKERS = new Set(['tsc', 'vue-tsc', 'tsgo', 'svelte-check']);
const TYPECHECK_SCRIPT = /^(typecheck|type-check|check-types|types|tsc|typecheck:.*|check:types|lint:types)$/;
const TEST_SCRIPT = /^(test|tests|spec)(:.*)?$/;
const PM_BUILTINS = new Set(['install', 'i', 'ci', 'add', 'remove', 'rm', 'uninstall', 'update', 'upgrade', 'exec', 'dlx', 'x', 'init', 'create', 'publish', 'link', 'outdated', 'list', 'ls', 'why', 'audit', 'config', 'info', 'view', 'pack']);

/** For npm/pnpm/yarn/bun: the script a command runs (`npm t` -> `test`, `pnpm -r test:unit` -> `test:unit`). */
export function packageScript(words: string[]): string | undefined {
  if (!NODE_PMS.has(words[0] ?? '')) return undefined;
  const args = pmArguments(words[0], words.slice(1));
  const sub = args[0];
  if (sub === undefined) return undefined;
  if (sub === 'run' || sub === 'run-script' || sub === 'rum' || sub === 'urn') return args[1];
  if (sub === 't' || sub === 'tst' || sub === 'test') return 'test';
  if (words[0] === 'npm' || PM_BUILTINS.has(sub)) return undefined;
  // pnpm, yarn and bun run a script named as the subcommand
  return sub;
}

function pmArguments(program: string, words: string[]): string[] {
  const result: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    // npm's `-w` names a workspace; pnpm's `-w` is a bare flag (workspace root)
    if (PM_VALUE_FLAGS.has(word) || (word === '-w' && program === 'npm')) {
      i++;
      continue;
    }
    if (word.startsWith('-')) continue;
    result.push(word);
  }
  return result;
}

function subcommand(words: string[]): string | undefined {
  return positionals(words.slice(1))[0];
}

export function isTestCommand(words: string[]): boolean {
  const program = words[0];
  if (program === undefined) return false;
  if (TEST_RUNNERS.has(program)) return true;
  if (program === 'node' && words.includes('--test')) return true;
  if (program === 'bun' && subcommand(words) === 'test') return true;
  if ((program === 'make' || program === 'just' || program === 'task') && /^(test|tests|check)([-:_].*)?$/.test(subcommand(words) ?? '')) return true;
  const subs = TEST_SUBCOMMANDS[program];
  if (subs && subs.includes(subcommand(words) ?? '')) return true;
  const script = packageScript(words);
  return script !== undefined && (TEST_SCRIPT.test(script) || TEST_RUNNERS.has(script));
}

export function isTypecheckCommand(words: string[]): boolean {
  const program = words[0];
  if (program === undefined) return false;
  if (TYPECHECKERS.has(program)) return true;
  const script = packageScript(words);
  return script !== undefined && (TYPECHECK_SCRIPT.test(script) || TYPECHECKERS.has(script));
}

/** The ecosystem whose dependencies this command installs or rewrites, if any. */
export function installEcosystem(words: string[]): Ecosystem | undefined {
  const [program, ...rest] = words;
  const sub = positionals(rest)[0];
  const second = positionals(rest)[1];
  switch (program) {
    case 'npm':
      return ['install', 'i', 'ci', 'add', 'install-clean', 'update', 'uninstall', 'remove', 'rm'].includes(sub ?? '') ? 'node' : undefined;
    case 'pnpm':
    case 'bun':
      return ['install', 'i', 'add', 'update', 'up', 'remove', 'rm'].includes(sub ?? '') ? 'node' : undefined;
    case 'yarn':
      return sub === undefined || ['install', 'add', 'upgrade', 'up', 'remove'].includes(sub) ? 'node' : undefined;
    case 'uv':
      return ['sync', 'add', 'remove'].includes(sub ?? '') || (sub === 'pip' && ['install', 'sync'].includes(second ?? '')) ? 'python' : undefined;
    case 'pip':
    case 'pip3':
    case 'pipenv':
      return sub === 'install' || sub === 'uninstall' ? 'python' : undefined;
    case 'poetry':
    case 'pdm':
      return ['install', 'add', 'remove', 'sync', 'lock', 'update'].includes(sub ?? '') ? 'python' : undefined;
    case 'go':
      return (sub === 'mod' && ['download', 'tidy'].includes(second ?? '')) || sub === 'get' || sub === 'build' ? 'go' : undefined;
    case 'cargo':
      return ['build', 'fetch', 'add', 'remove', 'update', 'check'].includes(sub ?? '') ? 'rust' : undefined;
    case 'bundle':
      return sub === undefined || ['install', 'add', 'update'].includes(sub) ? 'ruby' : undefined;
    default:
      return undefined;
  }
}

export function isMigrateCommand(words: string[]): boolean {
  const text = words.join(' ');
  if (/^prisma (migrate|db push)/.test(text)) return true;
  if (/^alembic (upgrade|downgrade|check)/.test(text)) return true;
  if (/(^|\s)manage\.py (migrate|makemigrations)/.test(text)) return true;
  if (/^(rails|rake|bin\/rails) db:/.test(text) || /^rails db:/.test(text)) return true;
  if (/^(knex|sequelize|typeorm|mikro-orm|dbmate|goose|migrate|flyway|sqlx|diesel|atlas|supabase) /.test(text) && /migrat|up|push|db/.test(text)) return true;
  if (/^drizzle-kit (push|migrate|generate)/.test(text)) return true;
  const script = packageScript(words);
  return script !== undefined && /(migrat|^db:)/.test(script);
}

export function isBuildConfigCheck(words: string[]): boolean {
  const text = words.join(' ');
  if (/^(docker|podman) (build|buildx build|compose (config|build|up|create))/.test(text)) return true;
  if (/^docker-compose (config|build|up)/.test(text)) return true;
  return ['actionlint', 'hadolint', 'act', 'check-jsonschema'].includes(words[0] ?? '');
}

/**
 * A configured evidence prefix (`pnpm test`, `make check`) matches when its normalized words lead the
 * command's words in order; options the prefix does not name may sit in between (`pnpm -r test`).
 */
export function matchesPrefix(words: string[], prefix: string): boolean {
  for (const segment of segmentCommand(prefix)) {
    const wanted = normalizeWords(segment.words);
    if (wanted.length === 0) continue;
    let i = 0;
    let ok = true;
    for (const token of wanted) {
      while (i < words.length && words[i] !== token && words[i].startsWith('-') && !token.startsWith('-')) i++;
      if (words[i] !== token) {
        ok = false;
        break;
      }
      i++;
    }
    if (ok) return true;
  }
  return false;
}
