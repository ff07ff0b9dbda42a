import { basename, join } from 'node:path';
import { joinDir } from '../util/paths.js';
import { MODULES, programEcosystem } from './ecosystems/index.js';
import { readProjectFile } from './project-file.js';
import { logicalLines, programName } from './shell.js';

// A project's own wrapper scripts (`scripts/test`, `script/test.sh`, `bin/check`): what CI and the
// contributor guides name. Such a script does what its body does, with its arguments passed through
// (`scripts/test tests/x.py` runs `pytest tests/x.py`). Read as text, never run. A PowerShell script
// (`./Build.ps1`) runs its external commands; a script in a module's language is what that module says.

/**
 * Folders a project keeps its wrapper scripts in (`tool/`, Dart's package layout's), a test folder's runner (`test/run`) or
 * shell script (`tests/tests_all.sh`); a script at the root counts by its suffix (`test.sh`, `Build.ps1`, `runtests.py`).
 */
const WRAPPER = /^(\.\/)?((script|scripts|bin|tool|tools|ci|dev)\/[\w.-]+|tests?\/(run[\w.-]*|[\w.-]+\.sh)|[\w.-]+\.(sh|ps1|py))$/;
/** The names, in a package's folder, of the folders and files its wrappers live in. */
export const WRAPPER_HOME = /^(script|scripts|bin|tool|tools|ci|dev|[\w.-]+\.(sh|ps1|py))$/;
/** PowerShell lines that run no external program: variables, cmdlets (`Write-Host`), blocks and keywords. */
const POWERSHELL_CONTROL =
  /^([#$@({}[]|[A-Z][a-z]+-[A-Z]\w*)|^(param|function|filter|if|else|elseif|foreach|for|while|do|switch|try|catch|finally|trap|return|throw|exit|break|continue|begin|process|end)\b/i;
/** Shell control lines and settings that run nothing of their own. */
const CONTROL =
  /^(if|then|else|elif|fi|for|while|until|do|done|case|esac|set|export|local|readonly|shift|echo|printf|exit|return|trap|source|\.|\[|\[\[|\{|\})(\s|$)|^#/;
const ARGUMENTS = /"?\$(@|\*|\{@\}|\{\*\})"?/g;
/** A line that hands on every argument the script was given (`exec "$TOOL" "$@"`). */
const HANDS_ON = /"?\$(@|\{@\})"?\s*$/;
/** Wrapper bodies longer than this are programs, not a few commands. */
const MAX_COMMANDS = 40;

/** Is this word a path to a wrapper script of the project, relative to where it runs? */
export const isWrapperPath = (word: string): boolean => WRAPPER.test(word) && !word.includes('..');

/**
 * Where a script a run names lives: the folder that keeps it, root-relative, and its path from there; a path that climbs
 * (`../tool/coverage.sh`, run in a package's folder) is the script of the folder it climbs to. undefined: it climbs out of the root.
 */
function scriptHome(dir: string, word: string): { dir: string; word: string } | undefined {
  const path = word.replace(/^\.\//, '');
  const climb = /^(\.\.\/)*/.exec(path)?.[0] ?? '';
  const up = climb.length / 3;
  const parts = dir.split('/').filter(Boolean);
  return up > parts.length ? undefined : { dir: parts.slice(0, parts.length - up).join('/'), word: path.slice(climb.length) };
}

/**
 * The commands a wrapper script runs, its arguments in place of `"$@"`, joined with `&&`; undefined
 * when `word` names no script of the project. A `${PREFIX}pytest` line is `pytest`.
 */
export function wrapperBody(root: string, dir: string, word: string, args: readonly string[]): string | undefined {
  const home = scriptHome(dir, word);
  if (home === undefined || !isWrapperPath(home.word)) return undefined;
  const text = readProjectFile(join(root, joinDir(home.dir, home.word)));
  if (text === undefined) return undefined;
  const passed = args.map((arg) => (/^[\w./:=@%+,-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", '')}'`)).join(' ');
  const tool = standsInFor(word, text);
  if (tool) return passed ? `${tool} ${passed}` : tool;
  if (/\.ps1$/i.test(word)) return powershellBody(text, passed);
  if (!/^#!.*\b(sh|bash|zsh)\b/.test(text)) return MODULES.map((module) => module.script?.(text, passed)).find(Boolean);
  const commands: string[] = [];
  // arrays the script sets (`test_tasks=( allTests testDebugUnitTest )`, over lines too; `+=` adds), and their use (`"${test_tasks[@]}"`)
  const arrays = new Map<string, string>();
  const body = text.replace(/^[ \t]*([A-Za-z_]\w*)(\+?)=\(([^()]{0,2000})\)[ \t]*$/gm, (_, name: string, add: string, words: string) => {
    const listed = words.replace(/#.*$/gm, '').split(/\s+/).filter(Boolean).join(' ');
    arrays.set(name, add ? `${arrays.get(name) ?? ''} ${listed}`.trim() : listed);
    return '';
  });
  const expandArrays = (line: string) => line.replace(/"?\$\{(\w+)\[[@*]\]\}"?/g, (whole, name: string) => arrays.get(name) ?? whole);
  // the programs the script names by a variable it sets (`PIP="venv/bin/pip"`, then `"$PIP" install -r requirements.txt`)
  const programs = new Map<string, string>();
  for (const raw of logicalLines(body)) {
    // `if [ -z $CI ]; then scripts/check; fi` on one line: the commands between the keywords
    for (const part of expandArrays(raw).split(/;\s*|\bthen\b|\belse\b/)) {
      const line = part.trim().replace(/^\$\{?\w+\}?(?=[\w./])/, '');
      const assignment = /^([A-Za-z_]\w*)=("[^"]*"|'[^']*'|\S*)$/.exec(line);
      if (assignment) programs.set(assignment[1], assignment[2].replace(/^["']|["']$/g, ''));
      if (!line || CONTROL.test(line) || assignment) continue;
      const program = /^"?\$\{?([A-Za-z_]\w*)\}?"?(?=\s)/.exec(line);
      const named = program && programs.get(program[1]);
      commands.push((named ? `${named}${line.slice(program[0].length)}` : line).replace(ARGUMENTS, passed).trim());
    }
    if (commands.length > MAX_COMMANDS) return undefined;
  }
  return commands.length > 0 ? commands.join(' && ') : undefined;
}

/**
 * The tool a script stands in for: one named for a program the modules know (`./cargo.sh` for cargo), whose last
 * command hands that program's arguments on (`exec "$PINNED_CARGO" "$@"`). A run of it is a run of the tool.
 */
export function standsInFor(word: string, text: string): string | undefined {
  const tool = basename(word).replace(/\.(sh|ps1|py)$/, '');
  if (programEcosystem(tool) === undefined) return undefined;
  const last = text.trimEnd().split('\n').at(-1) ?? '';
  return HANDS_ON.test(last) ? tool : undefined;
}

/** A PowerShell script's external commands, each line's or each `exec { & dotnet test }` call's, `$args` passed through. */
function powershellBody(text: string, passed: string): string | undefined {
  const commands: string[] = [];
  // (a block comment, `<# .SYNOPSIS … #>`, runs nothing)
  for (const raw of text.replace(/<#[\s\S]*?#>/g, '').split(/\r?\n/)) {
    const line = raw
      .trim()
      .replace(/^exec\s*\{\s*/i, '')
      .replace(/^&\s*/, '')
      .replace(/\s*\}\s*$/, '')
      .trim();
    if (!line || POWERSHELL_CONTROL.test(line)) continue;
    commands.push(line.replace(/\$args\b/g, passed).trim());
    if (commands.length > MAX_COMMANDS) return undefined;
  }
  return commands.length > 0 ? commands.join(' && ') : undefined;
}

/**
 * A task runner's run that hands its recipe words (`just test tests/a.py`): what the runner's module says the recipe
 * then runs, `recipe` giving the bodies of the folder it ran in; undefined when `word` is no task runner, or none takes them.
 */
export function taskRun(
  word: string,
  args: readonly string[],
  recipe: (tool: string, name: string) => string | undefined,
): string | undefined {
  const tasks = MODULES.find((module) => module.tasks?.tool === programName(word))?.tasks;
  return tasks?.given?.([...args], (name) => recipe(tasks.tool, name));
}
