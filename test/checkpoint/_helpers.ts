import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { emptyTimeline, type ToolCall, type TurnTimeline } from '../../src/transcript/timeline.js';
import { GIT_IDENTITY } from '../helpers/git-env.js';
import { removeTempDir, tempDir } from '../helpers/temp.js';

export { tempDir };

let counter = 0;

export function shell(command: string, fields: Partial<ToolCall> = {}): ToolCall {
  return {
    id: `c${++counter}`,
    name: 'Bash',
    kind: 'shell',
    input: { command },
    paths: [],
    command,
    failed: false,
    exitCode: 0,
    output: '',
    ...fields,
  };
}

export function failedShell(command: string, output: string, exitCode = 1): ToolCall {
  return shell(command, { failed: true, exitCode, output });
}

export function edit(path: string, fields: Partial<ToolCall> = {}): ToolCall {
  return {
    id: `c${++counter}`,
    name: 'Edit',
    kind: 'edit',
    input: { file_path: path },
    paths: [path],
    failed: false,
    output: '',
    ...fields,
  };
}

export function read(path: string): ToolCall {
  return { id: `c${++counter}`, name: 'Read', kind: 'read', input: { file_path: path }, paths: [path], failed: false, output: '' };
}

export function timeline(calls: ToolCall[], fields: Partial<TurnTimeline> = {}): TurnTimeline {
  // as the readers set it: only Claude Code refuses an edit of an unread file
  const agent = fields.agent ?? 'claude';
  return emptyTimeline(agent, { editsProveReads: agent === 'claude' || undefined, calls, ...fields });
}

/** Files by path; table rows of different shapes leave some keys undefined, which are skipped. */
export type FileTree = Record<string, string | undefined>;

export function writeFiles(root: string, files: FileTree): void {
  for (const [path, content] of Object.entries(files)) {
    if (content === undefined) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

export const gitEnv = (home: string): NodeJS.ProcessEnv => ({
  ...process.env,
  ...GIT_IDENTITY,
  GIT_CONFIG_GLOBAL: join(home, '.gitconfig'),
  HOME: home,
});

/** A git repository with `files` committed (no commit when `commit` is false). */
export function gitRepo(
  files: FileTree,
  commit = true,
): { root: string; home: string; git: (...args: string[]) => string; cleanup: () => void } {
  const home = tempDir('checkpoint-home-');
  const root = tempDir('checkpoint-repo-');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, env: gitEnv(home), encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  writeFiles(root, files);
  if (commit) {
    git('add', '-A');
    git('commit', '-q', '-m', 'init');
  }
  return { root, home, git, cleanup: () => [root, home].forEach(removeTempDir) };
}
