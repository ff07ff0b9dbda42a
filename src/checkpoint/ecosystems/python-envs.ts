// tox's envs and nox's sessions, read from tox's config (tox.ini, pyproject.toml's `[tool.tox]`, tox.toml) and
// noxfile.py: their names (tox's generative ones expanded) and what each runs, for python.ts to judge them by.

import type { DetectContext } from './_module.js';
import { section, strings } from './_module.js';

/** The keys of one section of an ini text (one pass over the lines). */
export function iniKeys(text: string, name: string): Map<string, string> {
  const keys = new Map<string, string>();
  let inside = false;
  for (const line of text.split('\n')) {
    const header = /^\[([^\]\n]+)\]/.exec(line);
    if (header) inside = header[1].trim() === name;
    else if (inside) {
      const key = /^([\w.-]+)\s*[=:]\s*(.*)$/.exec(line);
      if (key) keys.set(key[1], key[2].trim());
    }
  }
  return keys;
}

export function iniSections(text: string): Set<string> {
  return new Set([...text.matchAll(/^\[([^\]\n]+)\]/gm)].map((m) => m[1].trim()));
}

/** An ini key's value with its continuation lines (indented), one item per line or comma, comments dropped. */
export function iniList(text: string, section: string, keys: string[]): string[] {
  const items: string[] = [];
  let inside = false;
  let taking = false;
  for (const line of text.split('\n')) {
    const header = /^\[([^\]\n]+)\]/.exec(line);
    if (header) {
      inside = header[1].trim() === section;
      taking = false;
    } else if (!inside) continue;
    else if (/^\s/.test(line) && taking) items.push(line.trim());
    else {
      const key = /^([\w.-]+)\s*=\s*(.*)$/.exec(line);
      taking = key !== null && keys.includes(key[1]);
      if (taking) items.push(key![2].trim());
    }
  }
  return items.filter((item) => item && !item.startsWith('#'));
}

/** tox's generative names: `lint-{ruff,pre-commit}` is two envs, `py3{10-12}` three; several groups multiply. */
function expandEnvNames(name: string): string[] {
  const group = /\{([^{}]*)\}/.exec(name);
  if (!group) return [name];
  const options = group[1].split(',').flatMap((option) => {
    const range = /^\s*(\d+)-(\d+)\s*$/.exec(option);
    if (!range || Number(range[2]) - Number(range[1]) > 20) return [option.trim()];
    return Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => String(Number(range[1]) + i));
  });
  return options.flatMap((option) => expandEnvNames(name.slice(0, group.index) + option + name.slice(group.index + group[0].length)));
}

/** A command as the env runs it: tox's own interpreter and bin folder are the env's (`{envpython} -m pytest` runs pytest). */
const inEnv = (command: string) => command.replace(/\{env_?python\}/g, 'python').replace(/\{env_?bin_?dir\}\//g, '');

/**
 * tox's envs and the commands each runs: its own section's, else `[testenv]`'s, where a line led by
 * factors (`mypy: mypy src`) is only for the envs whose name has them. The key '' holds `env_list`'s
 * envs, which a bare `tox` runs.
 */
function toxEnvs(text: string): Record<string, string> {
  const sections = [...iniSections(text)].filter((s) => s.startsWith('testenv:')).map((s) => s.slice('testenv:'.length));
  const listed = iniList(text, 'tox', ['env_list', 'envlist'])
    .flatMap((item) => item.split(/,(?![^{]*\})/))
    .map((item) => item.trim())
    .filter(Boolean)
    .flatMap(expandEnvNames);
  const commands = (section: string, env: string) =>
    iniList(text, section, ['commands']).flatMap((line) => {
      const factors = /^([\w.!,-]+):\s+(.*)$/.exec(line);
      if (!factors) return [inEnv(line)];
      const has = env.split('-');
      return factors[1].split(',').some((factor) => has.includes(factor)) ? [inEnv(factors[2])] : [];
    });
  const envs: Record<string, string> = {};
  for (const section of sections) for (const env of expandEnvNames(section)) envs[env] = commands(`testenv:${section}`, env).join(' && ');
  return withListed(envs, listed, (env) => commands('testenv', env).join(' && '));
}

/** A tox env named by a Python version alone: `py`, `py313`, `py3.13`, `pypy3`, `3.14`. */
export const PYTHON_ENV = /^(py|pypy)(\d+(\.\d+)?)?$|^\d+(\.\d+)?$/;

/**
 * The env a Python version's (`3.14-mypy`, `py313`) stands for on tox's own interpreter (`py-mypy`, `py`), as it is asked:
 * the first of CI's interpreters may be missing here, and tox then skips it. tox runs a name of known factors unlisted.
 */
export function onOwnPython(env: string): string {
  const [version, ...factors] = env.split('-');
  return PYTHON_ENV.test(version) ? ['py', ...factors].join('-') : env;
}

/** The envs `env_list` names and no section declares run the base's commands; the key '' holds what a bare `tox` runs. */
function withListed(envs: Record<string, string>, listed: string[], base: (env: string) => string): Record<string, string> {
  for (const env of listed) envs[env] ??= base(env);
  // `tox -e py` runs the base's commands on tox's own interpreter, listed or not; so does `tox -e py-mypy` those of its factors
  for (const env of ['py', ...listed.map(onOwnPython)]) if (!(env in envs) && base(env)) envs[env] = base(env);
  envs[''] = [...new Set(listed.map((env) => envs[env]).filter(Boolean))].join(' && ');
  return envs;
}

/**
 * tox's native TOML config (tox.toml, or `[tool.tox]`): `env_list`, `[env_run_base]` the base of every env,
 * `[env.NAME]` each env. A command is a list of words, where `{ replace = "posargs", default = [...] }` stands
 * for the command line's arguments, its default words when there are none.
 */
function toxTomlEnvs(config: Record<string, unknown>): Record<string, string> {
  const word = (item: unknown): string[] =>
    typeof item === 'string' ? [item] : section(item)?.replace === 'posargs' ? (strings(section(item)?.default) ?? []) : [];
  const commands = (env: unknown): string | undefined => {
    const lines = section(env)?.commands;
    if (!Array.isArray(lines)) return undefined;
    return lines
      .filter(Array.isArray)
      .map((line: unknown[]) => inEnv(line.flatMap(word).join(' ')))
      .filter(Boolean)
      .join(' && ');
  };
  const base = commands(section(config, 'env_run_base')) ?? '';
  const envs: Record<string, string> = {};
  for (const [env, spec] of Object.entries(section(config, 'env') ?? {})) envs[env] = commands(spec) ?? base;
  return withListed(envs, strings(config.env_list) ?? [], () => base);
}

/**
 * The tox config tox 4 would read, in its order: tox.ini, then pyproject.toml's `[tool.tox]` (the ini text of its
 * `legacy_tox_ini`, else native TOML), then tox.toml; its envs, or undefined where the project has none.
 */
export function toxConfig(context: DetectContext, pyproject: Record<string, unknown>): Record<string, string> | undefined {
  const ini = context.names.includes('tox.ini') ? context.text('tox.ini') : undefined;
  if (ini) return toxEnvs(ini);
  const tool = section(pyproject, 'tool', 'tox');
  if (typeof tool?.legacy_tox_ini === 'string') return toxEnvs(tool.legacy_tox_ini);
  const native = tool ?? (context.names.includes('tox.toml') ? context.toml('tox.toml') : undefined);
  return native ? toxTomlEnvs(native) : undefined;
}

/**
 * nox's sessions, by the names they run by (`name="test-rust"`, else the function's), and what each runs: its
 * `session.run("mypy", "src")` calls, and the sessions it calls (`mypy(session)`). A session of several Pythons
 * (`test-3.12`) is run by its name too.
 */
export function noxSessions(text: string): Record<string, string> {
  const bodies = new Map<string, string>();
  const sessions: string[] = [];
  const lines = text.split('\n');
  const decorated = new Map<string, string[]>();
  // the name a session is run by where its decorator gives one (`@nox.session(name="test-rust")`)
  const named = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const def = /^def\s+(\w+)\s*\(/.exec(lines[i]);
    if (!def) continue;
    const above = [lines[i - 1], lines[i - 2]];
    decorated.set(
      def[1],
      above.flatMap((line) => /^\s*@([\w.]+)/.exec(line ?? '')?.[1] ?? []),
    );
    const given = above.flatMap((line) => /^\s*@[\w.]+\(.*\bname\s*=\s*["']([\w.-]+)["']/.exec(line ?? '')?.[1] ?? [])[0];
    if (given) named.set(def[1], given);
    let end = i + 1;
    while (end < lines.length && (lines[end] === '' || /^\s/.test(lines[end]))) end++;
    bodies.set(def[1], lines.slice(i + 1, end).join('\n'));
  }
  // `@nox.session`, or the noxfile's own decorator that applies it (`def session(**kw): ... nox.session(...)(fn)`)
  const applies = (decorator: string) => decorator === 'nox.session' || /\bnox\.session\(/.test(bodies.get(decorator) ?? '');
  for (const [name, decorators] of decorated) if (decorators.some(applies)) sessions.push(name);
  const runs = (name: string, seen: Set<string>): string[] => {
    const body = bodies.get(name) ?? '';
    seen.add(name);
    // (the command line's arguments it hands on, `*session.posargs`, as tox writes them: `{posargs}`)
    const own = [...body.matchAll(/session\.run\(\s*((?:["'][^"'\n]*["']\s*,?\s*)+)(\*session\.posargs)?/g)].map(
      (m) => `${[...m[1].matchAll(/["']([^"'\n]*)["']/g)].map((word) => word[1]).join(' ')}${m[2] ? ' {posargs}' : ''}`,
    );
    const called = [...body.matchAll(/^\s*(\w+)\(session\)/gm)].map((m) => m[1]).filter((other) => bodies.has(other) && !seen.has(other));
    return [...own, ...called.flatMap((other) => runs(other, seen))];
  };
  return Object.fromEntries(sessions.map((name) => [named.get(name) ?? name, runs(name, new Set()).join(' && ')]));
}

/**
 * The paths a command's mypy runs name (`mypy src/a.pyi typing_tests`, `poetry run mypy --strict hc`); none when
 * it names none. A config file an option names (`--config-file mypy.ini`), a module or package (`-p pkg`) and tox's
 * `{posargs}` are no paths.
 */
export const mypyPaths = (body: string) =>
  body.split(' && ').flatMap((command) => {
    const words = command.trim().split(/\s+/);
    const at = words.indexOf('mypy');
    return at < 0
      ? []
      : words
          .slice(at + 1)
          .filter(
            (word, i, given) =>
              !word.startsWith('-') &&
              !/^(-[pm]|--package|--module)$/.test(given[i - 1] ?? '') &&
              !word.includes('{') &&
              !/\.(ini|toml|cfg)$/.test(word),
          );
  });

/**
 * The paths a command's pytest runs name (tox's `coverage run -m pytest tests/unit/ -s`, `python -m pytest tests`): the
 * words after it that are no options and no tox substitution (`{posargs}`). A word an option takes (`-k slow`) is among
 * them: the caller keeps those that are the project's files.
 */
export const pytestPaths = (body: string) =>
  body.split(' && ').flatMap((command) => {
    const words = command.trim().split(/\s+/);
    const at = words.findIndex((word) => /(^|\/)(pytest|py\.test)$/.test(word));
    return at < 0 ? [] : words.slice(at + 1).filter((word) => !word.startsWith('-') && !word.includes('{'));
  });

/**
 * tox's `-e a,b`; nox's `-s a b` takes every word up to the next option (`many`). A cluster of short
 * options ends with the one taking the value (`nox -rs mypy`); `--session=a` carries its own.
 */
export function envNames(args: string[], flags: string[], many = false): string[] {
  const names: string[] = [];
  for (let i = 0; i < args.length && args[i] !== '--'; i++) {
    const word = args[i];
    const cluster = /^-[a-zA-Z]{2,}$/.test(word) && flags.includes(`-${word.slice(-1)}`);
    const inline = /^(--?[\w-]+)=(.+)$/.exec(word);
    if ((flags.includes(word) || cluster) && args[i + 1]) {
      names.push(...args[++i].split(','));
      while (many && args[i + 1] !== undefined && !args[i + 1].startsWith('-')) names.push(...args[++i].split(','));
    } else if (inline && flags.includes(inline[1])) names.push(...inline[2].split(','));
  }
  return names;
}

/**
 * tox's factor filters (`-f 3.13-tests`, `-f 3.13 tests`, `--factors typing`), each the factors an env must all carry,
 * joined by `-`; given twice (`-f lint -f typing`), an env carrying either's is run.
 */
export function factorFilters(args: string[]): string[] {
  const filters: string[] = [];
  for (let i = 0; i < args.length && args[i] !== '--'; i++) {
    if (args[i] !== '-f' && args[i] !== '--factors') continue;
    const factors: string[] = [];
    while (args[i + 1] !== undefined && !args[i + 1].startsWith('-')) factors.push(args[++i]);
    if (factors.length > 0) filters.push(factors.join('-'));
  }
  return filters;
}

/** The envs a factor filter (`3.13-tests`) runs: those whose name carries each of its factors. */
export function filteredEnvs(envs: string[], filter: string): string[] {
  const factors = filter.split('-');
  return envs.filter((env) => env !== '' && factors.every((factor) => env.split('-').includes(factor)));
}

/**
 * The tasks of poethepoet (`[tool.poe.tasks]`), each as the commands it runs: a command (`test = "pytest"`,
 * `test.cmd`, `test.shell`), or a sequence of commands and other tasks (`lint.sequence = [{ cmd = "ruff check" }, "types"]`).
 */
export function poeTasks(poe: Record<string, unknown> | undefined): Record<string, string> {
  const tasks = (poe?.tasks ?? {}) as Record<string, unknown>;
  const bodyOf = (task: unknown, inSequence: boolean): string | undefined => {
    if (typeof task === 'string') return inSequence ? `poe ${task}` : task;
    if (Array.isArray(task))
      return (
        task
          .map((step) => bodyOf(step, true))
          .filter(Boolean)
          .join(' && ') || undefined
      );
    if (!task || typeof task !== 'object') return undefined;
    const spec = task as Record<string, unknown>;
    if (typeof spec.cmd === 'string') return spec.cmd;
    if (typeof spec.shell === 'string') return spec.shell;
    if (typeof spec.ref === 'string') return `poe ${spec.ref}`;
    return spec.sequence === undefined ? undefined : bodyOf(spec.sequence, false);
  };
  return Object.fromEntries(
    Object.entries(tasks)
      .slice(0, 100)
      .flatMap(([name, task]) => {
        const body = bodyOf(task, false);
        return body ? [[name, body.replace(/\s+/g, ' ').trim()]] : [];
      }),
  );
}
