import { join } from 'node:path';
import { lineKinds, type Kind } from './intent.js';
import { parseYamlSafe } from './profile.js';
import { listDirectory, readProjectFile } from './project-file.js';
import { logicalLines, normalizeWords, segmentCommand } from './shell.js';

// Checks the project gates on without declaring them in a manifest: what its CI runs on every change
// and what its contributor guides (AGENTS.md, CLAUDE.md, CONTRIBUTING.md...) tell people to run.
// They only fill what the manifests and task files leave open.

export interface GatedChecks {
  test?: string;
  lint?: string;
  typecheck?: string;
  pytypecheck?: string;
}

const MAX_WORKFLOWS = 20;
const GUIDES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'CONTRIBUTING.md', '.github/CONTRIBUTING.md', 'docs/CONTRIBUTING.md'];
const PYTHON_TYPECHECKERS = /^(mypy|pyright|basedpyright|pyre|pytype|dmypy)$/;

/** Commands of the steps of workflows that run on pushes or pull requests, with their directory. */
export function workflowCommands(text: string): string[] {
  const workflow = parseYamlSafe(text) as Record<string, unknown> | undefined;
  if (!workflow || typeof workflow !== 'object') return [];
  // YAML 1.1 readers turn a bare `on:` key into `true`
  const on = workflow.on ?? workflow.true;
  const triggers = typeof on === 'string' ? [on] : Array.isArray(on) ? on : on && typeof on === 'object' ? Object.keys(on) : [];
  if (!triggers.some((t) => t === 'push' || t === 'pull_request' || t === 'merge_group')) return [];
  const commands: string[] = [];
  for (const job of Object.values((workflow.jobs ?? {}) as Record<string, unknown>)) {
    const steps = (job as { steps?: unknown })?.steps;
    if (!Array.isArray(steps)) continue;
    const defaultDir = ((job as { defaults?: { run?: { 'working-directory'?: unknown } } }).defaults?.run?.['working-directory']);
    for (const step of steps) {
      if (typeof step?.run !== 'string') continue;
      const dir = step['working-directory'] ?? defaultDir;
      const prefix = typeof dir === 'string' && dir !== '.' ? `cd ${dir} && ` : '';
      for (const line of logicalLines(step.run)) commands.push(`${prefix}${line.trim()}`);
    }
  }
  return commands;
}

/** Shell lines a guide shows: fenced shell blocks and inline code spans, without a `$ ` prompt. */
export function guideCommands(markdown: string): string[] {
  const commands: string[] = [];
  const unprompt = (line: string) => line.trim().replace(/^\$\s+/, '');
  // one pass over the lines: a guide is the repository's text, so no pattern that could backtrack
  let fence: { shell: boolean; body: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*```\s*([\w-]*)/.exec(line);
    if (marker && fence) {
      if (fence.shell) commands.push(...logicalLines(fence.body.join('\n')).map(unprompt).filter((l) => l && !l.startsWith('#')));
      fence = undefined;
    } else if (marker) fence = { shell: !marker[1] || /^(sh|bash|shell|console|zsh|shell-session)$/.test(marker[1]), body: [] };
    else if (fence) fence.body.push(line);
    else for (const span of line.matchAll(/`([^`]+)`/g)) commands.push(unprompt(span[1]));
  }
  return commands;
}

/** The first command of each kind: plain ones only (no CI expressions, no installs mixed in). */
export function checksFromCommands(commands: string[]): GatedChecks {
  const found: GatedChecks = {};
  for (const command of commands) {
    if (!command || command.includes('${{') || command.length > 200) continue;
    const kinds = lineKinds(command, { dir: '' });
    if ([...kinds].some((kind) => kind.startsWith('install:') || kind === 'generate' || kind === 'migrate')) continue;
    const python = segmentCommand(command).some((segment) => PYTHON_TYPECHECKERS.test(normalizeWords(segment.words)[0] ?? ''));
    const take = (kind: Kind, key: keyof GatedChecks) => {
      if (kinds.has(kind)) found[key] ??= command;
    };
    take('test', 'test');
    take('lint', 'lint');
    take('typecheck', python ? 'pytypecheck' : 'typecheck');
  }
  return found;
}

export function gatedChecks(root: string): GatedChecks {
  const guides = GUIDES.map((name) => readProjectFile(join(root, name), 256 * 1024) ?? '').flatMap(guideCommands);
  const dir = join(root, '.github', 'workflows');
  const workflows = listDirectory(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .slice(0, MAX_WORKFLOWS)
    .flatMap((name) => workflowCommands(readProjectFile(join(dir, name)) ?? ''));
  const fromGuides = checksFromCommands(guides);
  const fromCi = checksFromCommands(workflows);
  return { ...fromCi, ...Object.fromEntries(Object.entries(fromGuides).filter(([, v]) => v !== undefined)) };
}
