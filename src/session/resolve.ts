import { findProjectRoot } from '../config/load.js';
import { AGENTS, type AgentName } from '../transcript/timeline.js';
import type { SessionState } from './schema.js';
import { SessionStore } from './store.js';

export interface ResolvedSession {
  agent: AgentName;
  sessionId: string;
  state: SessionState;
  fresh?: 'missing' | 'corrupt';
}

const ENV_IDS: [string, AgentName][] = [
  ['CLAUDE_CODE_SESSION_ID', 'claude'],
  ['GEMINI_SESSION_ID', 'gemini'],
  ['CODEX_THREAD_ID', 'codex'],
];

/** The agent whose shell this runs in, when its environment says so (Gemini's shell has no session id). */
export function shellAgent(env: NodeJS.ProcessEnv): AgentName | undefined {
  if (env.CLAUDECODE === '1') return 'claude';
  if (env.GEMINI_CLI === '1') return 'gemini';
  if (env.CODEX_THREAD_ID) return 'codex';
  return undefined;
}

/**
 * `--session`, else the agent's session env var, else the latest session of this workspace (of the shell's
 * agent, when its environment tells). A `--session` nobody recorded is undefined: a typo must not invent
 * a session (and state for it).
 */
export async function resolveSession(options: { session?: string; cwd: string; env?: NodeJS.ProcessEnv }): Promise<ResolvedSession | undefined> {
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
  for (const [name, agent] of ENV_IDS) {
    const id = env[name];
    if (id) return (await byId(id, [agent])) ?? { agent, sessionId: id, ...(await store.load(agent, id)) };
  }
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
