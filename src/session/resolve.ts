// Which session a command acts on, and why: the one policy every command that takes --session follows.
//   --session <id or unique prefix>               that session
//   an agent's shell that names its session       that session (Claude CLAUDE_CODE_SESSION_ID, Codex CODEX_THREAD_ID)
//   an agent's shell that does not (Gemini)       the session whose tool-call hook saw this very command
//                                                 (shell-calls.ts), else that agent's latest session here
//   a plain terminal                              the latest session of this workspace (the one whose agent
//                                                 ran a hook last: reading or toggling a session never
//                                                 reorders them), or none where the command records itself
//                                                 (a terminal `save` is the command line's)
import { shellAgent, shellSession } from '../agents/index.js';
import { AGENTS, type AgentName } from '../agents/protocol.js';
import { closest } from '../util/closest.js';
import { findProjectRoot } from '../util/paths.js';
import { findShellCall, type ShellSelf } from './shell-calls.js';
import type { SessionState, ShellCall } from './state.js';
import { SessionStore } from './state-store.js';

/** Why this session: how the command found it. */
export type SessionReason = 'flag' | 'prefix' | 'shell' | 'shell-call' | 'agent-latest' | 'latest';

export interface ResolvedSession {
  agent: AgentName;
  sessionId: string;
  state: SessionState;
  fresh?: 'missing' | 'corrupt';
  why: SessionReason;
  /** The shell call the tool-call hook recorded for this command, when it found it (a subagent's says so). */
  shellCall?: ShellCall;
}

/**
 * No session (nothing recorded, or a plain terminal's command that records itself), or the session; or why
 * --session names none. `ownUnknown`: this runs in that agent's shell, and no session of it is recorded here.
 */
export type SessionPick = { session?: ResolvedSession; ownUnknown?: AgentName } | { problem: string };

interface ResolveOptions {
  session?: string;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** From a plain terminal: the latest session of the workspace (default), or none (a save is the command line's). */
  terminal?: 'latest' | 'none';
  /** This command's arguments as its shell started it (default: this process's), to find its shell call. */
  args?: readonly string[];
  now?: number;
}

/** Shortest --session prefix taken, as git takes an object id's. */
const MIN_PREFIX = 4;

export async function resolveSession(options: ResolveOptions): Promise<SessionPick> {
  const env = options.env ?? process.env;
  const store = new SessionStore(env);
  const now = options.now ?? Date.now();
  const self: ShellSelf = { args: options.args ?? process.argv.slice(2), cwd: options.cwd };
  const picked = (state: SessionState, why: SessionReason, shellCall?: ShellCall, fresh?: 'missing' | 'corrupt'): SessionPick => ({
    session: { agent: state.agent, sessionId: state.sessionId, state, why, shellCall, ...(fresh && { fresh }) },
  });
  // The shell call of a session that is already known: a Claude subagent's shell names its session's id. Only a
  // call with these very arguments is this process: a subagent's earlier `goal "a"` is not the session's `goal "b"`.
  const ownCall = (state: SessionState) => findShellCall([state], self, now, { sameArgs: true })?.call;

  if (options.session) {
    const id = options.session;
    for (const agent of AGENTS) {
      const loaded = await store.load(agent, id);
      if (loaded.fresh !== 'missing') return picked(loaded.state, 'flag', ownCall(loaded.state), loaded.fresh);
    }
    const all = await store.all();
    const matches = id.length >= MIN_PREFIX ? all.filter((state) => state.sessionId.startsWith(id)) : [];
    if (matches.length === 1) return picked(matches[0], 'prefix', ownCall(matches[0]));
    if (matches.length > 1)
      return {
        problem: `--session ${id} starts ${matches.length} session ids (${matches
          .map((s) => s.sessionId)
          .sort()
          .join(', ')}): give more of the one you mean`,
      };
    return {
      problem: unknownSession(
        id,
        closest(
          id,
          all.map((state) => state.sessionId),
        ),
      ),
    };
  }
  const shell = shellSession(env);
  if (shell) {
    const loaded = await store.load(shell.agent, shell.sessionId, now);
    return picked(loaded.state, 'shell', ownCall(loaded.state), loaded.fresh);
  }
  const sessions = await listSessions({ cwd: options.cwd, env });
  const agent = shellAgent(env);
  if (agent) {
    const own = sessions.filter((state) => state.agent === agent);
    const found = findShellCall(own, self, now);
    if (found) return picked(found.state, 'shell-call', found.call);
    return own[0] ? picked(own[0], 'agent-latest') : { ownUnknown: agent };
  }
  if (options.terminal === 'none') return {};
  return sessions[0] ? picked(sessions[0], 'latest') : {};
}

/** Why a command took this session, as the person reads it after the session's name. */
export function reasonText(session: Pick<ResolvedSession, 'agent' | 'why'>): string {
  switch (session.why) {
    case 'flag':
      return 'given with --session';
    case 'prefix':
      return 'the only one --session starts';
    case 'shell':
      return `this ${session.agent} shell's own session`;
    case 'shell-call':
      return `the ${session.agent} session that ran this command`;
    case 'agent-latest':
      return `the latest ${session.agent} session of this workspace; no tool-call record says which ran this command`;
    case 'latest':
      return 'the latest of this workspace';
  }
}

/** The one line a command prints when it picked a session: `session: claude <full id> (the latest of this workspace...)`. */
export function sessionLine(session: ResolvedSession): string {
  return `session: ${session.agent} ${session.sessionId} (${reasonText(session)})`;
}

/** Whether the person should be told which session: always, but for the session an agent's shell or --session named as it is. */
export function pickNeedsSaying(session: ResolvedSession): boolean {
  return session.why !== 'shell' && session.why !== 'flag';
}

export const NO_SESSION =
  "no session recorded for this workspace yet (they appear once an agent with checkpoint hooks runs here): `checkpoint sessions --all` lists the other workspaces' sessions, and --session <id> takes one";

function unknownSession(id: string, meant: string | undefined): string {
  return `no session "${id}" is recorded in any agent${meant ? ` (did you mean ${meant}?)` : ''}: \`checkpoint sessions --all\` lists them, with the ids --session takes`;
}

/** When the agent behind a session last ran a hook (sessions written before that was recorded: their last write). */
export function lastActive(state: SessionState): number {
  return state.activeAt ?? state.updatedAt;
}

/** Stored sessions of the workspace holding cwd (every workspace with `all`), the one whose agent ran a hook last first. */
export async function listSessions(options: { cwd: string; all?: boolean; env?: NodeJS.ProcessEnv }): Promise<SessionState[]> {
  const sessions = (await new SessionStore(options.env ?? process.env).all()).sort((a, b) => lastActive(b) - lastActive(a));
  if (options.all) return sessions;
  const root = findProjectRoot(options.cwd);
  return sessions.filter((state) => state.cwd && findProjectRoot(state.cwd) === root);
}
