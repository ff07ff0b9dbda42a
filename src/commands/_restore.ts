// What the restore commands share: the workspace of the cwd, the session they run in, repeated flags.

import type { AgentName } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import { copyPendingObjects } from '../restore/maintenance.js';
import type { StoredPoint } from '../restore/point.js';
import { Shadow } from '../restore/snapshot.js';
import { Workspace } from '../restore/workspace.js';
import { resolveSession } from '../session/resolve.js';
import { readTimeline } from '../transcript/index.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { findProjectRoot } from '../util/paths.js';

export function workspaceOf(cwd: string, env: NodeJS.ProcessEnv = process.env): Workspace {
  return new Workspace(findProjectRoot(cwd), env);
}

/**
 * After a command's point: the blobs a workspace's first snapshot names are copied from the repository
 * into the shadow repository now, so the point outlives a history rewrite there. Said on stderr when many.
 */
export async function copyPending(cwd: string): Promise<void> {
  const workspace = workspaceOf(cwd);
  const pending = new Shadow(workspace).pending().length;
  if (pending === 0) return;
  if (pending > 1000) process.stderr.write(`Copying ${pending} file contents from the repository into the snapshot store...\n`);
  await copyPendingObjects(workspace, Number.POSITIVE_INFINITY);
}

export interface SessionContext {
  agent?: AgentName;
  sessionId?: string;
  timeline?: TurnTimeline;
  transcriptPath?: string;
}

/**
 * The agent session this command runs in: --session, the agent's env id, else the latest session of
 * this workspace (an agent's shell does not always carry its session id), with its transcript.
 */
export async function sessionContext(cwd: string, session: string | undefined, withTimeline: boolean): Promise<SessionContext> {
  const resolved = await resolveSession({ session, cwd }).catch(() => undefined);
  if (!resolved) return {};
  let timeline: TurnTimeline | undefined;
  if (withTimeline && resolved.state.transcriptPath) {
    const { config } = loadConfig(cwd);
    timeline = await readTimeline(resolved.agent, resolved.state.transcriptPath, { maxBytes: config.transcript.maxBytes }).catch(
      () => undefined,
    );
  }
  return {
    agent: resolved.agent,
    sessionId: resolved.sessionId,
    timeline,
    transcriptPath: timeline ? resolved.state.transcriptPath : undefined,
  };
}

/** The values of the given flags in command-line order (`--decision a --because b`); citty keeps only a flag's last. */
function flagValues(rawArgs: string[], names: string[]): [string, string][] {
  const values: [string, string][] = [];
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i];
    for (const name of names) {
      if (arg === `--${name}` && i + 1 < rawArgs.length) values.push([name, rawArgs[++i]]);
      else if (arg.startsWith(`--${name}=`)) values.push([name, arg.slice(name.length + 3)]);
    }
  }
  return values;
}

/** Every value of a flag given several times (`--question a --question b`). */
export function repeated(rawArgs: string[], name: string): string[] {
  return flagValues(rawArgs, [name]).map(([, value]) => value);
}

/** Decisions with their reasons: each `--because` belongs to the `--decision` just before it, never to none. */
export function decisionsOf(rawArgs: string[]): { decisions: { decision: string; because?: string }[] } | { problem: string } {
  const decisions: { decision: string; because?: string }[] = [];
  for (const [name, value] of flagValues(rawArgs, ['decision', 'because'])) {
    const last = decisions.at(-1);
    if (name === 'decision') decisions.push({ decision: value });
    else if (last && last.because === undefined) last.because = value;
    else
      return {
        problem: `--because "${value}" has no --decision before it to explain: give it right after its decision, --decision "<what>" --because "<why>"`,
      };
  }
  return { decisions };
}

/** How a corrupt record is shown: its raw text and how to recover by hand. */
export function corruptText(stored: Extract<StoredPoint, { raw: string }>, file: string, parent?: string): string {
  return [
    `Restore point ${stored.id} is corrupt (${stored.problem}). Its raw text:`,
    stored.raw.slice(0, 4000),
    `Recover by hand: read the lines above, or fix ${file} and run the command again.`,
    parent ? `Its parent ${parent} may hold the state: \`checkpoint restore ${parent}\`.` : 'No parent point is known.',
  ].join('\n');
}

/** `7d`, `12h`, `30m` in ms; undefined when it is not a duration. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)([dhm])$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as 'd' | 'h' | 'm'];
}
