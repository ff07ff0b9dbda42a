import { shellAgent, shellSession } from '../agents/index.js';
import { AGENTS, type AgentName } from '../agents/protocol.js';
import { findProjectRoot } from '../util/paths.js';
import type { SessionState } from './state.js';
import { SessionStore } from './state-store.js';

interface ResolvedSession {
  agent: AgentName;
  sessionId: string;
  state: SessionState;
  fresh?: 'missing' | 'corrupt';
}

/**
 * `--session`, else the agent's session env var, else the latest session of this workspace (of the shell's
 * agent, when its environment tells). A `--session` nobody recorded is undefined: a typo must not invent
 * a session (and state for it).
 */
export async function resolveSession(options: {
  session?: string;
  cwd: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ResolvedSession | undefined> {
  const env = options.env ?? process.env;
  const store = new SessionStore(env);
  const byId = async (sessionId: string, agents: readonly AgentName[]): Promise<ResolvedSession | undefined> => {
    for (const agent of agents) {
      const loaded = await store.load(agent, sessionId);
      if (loaded.fresh !== 'missing') return { agent, sessionId, ...loaded };
    }
    return undefined;
  };
  if (options.session) return byId(options.session, AGENTS);
  const shell = shellSession(env);
  if (shell) return (await byId(shell.sessionId, [shell.agent])) ?? { ...shell, ...(await store.load(shell.agent, shell.sessionId)) };
  const agent = shellAgent(env);
  const latest = (await listSessions({ cwd: options.cwd, env })).find((state) => !agent || state.agent === agent);
  return latest ? { agent: latest.agent, sessionId: latest.sessionId, state: latest } : undefined;
}

export const NO_SESSION =
  'No checkpoint session found for this workspace: run `checkpoint sessions --all` to list every session, then pass --session <id>.';

export function unknownSession(id: string): string {
  return `No session "${id}" in any agent: run \`checkpoint sessions --all\` to list them, then pass one of those ids.`;
}

/** Stored sessions of the workspace holding cwd (every workspace with `all`), newest first. */
export async function listSessions(options: { cwd: string; all?: boolean; env?: NodeJS.ProcessEnv }): Promise<SessionState[]> {
  const sessions = await new SessionStore(options.env ?? process.env).all();
  if (options.all) return sessions;
  const root = findProjectRoot(options.cwd);
  return sessions.filter((state) => state.cwd && findProjectRoot(state.cwd) === root);
}
