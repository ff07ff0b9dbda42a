// Which agents live on this machine: init wires only those (creating ~/.gemini for someone without
// Gemini CLI is clutter), unless --agent names one.
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { AGENTS, type AgentName } from '../agents/protocol.js';
import { agentFiles, type Scope } from './settings-files.js';

/** The agent's CLI on PATH, or its settings directory (user, or this project's for project scope). */
export function agentFound(agent: AgentName, env: NodeJS.ProcessEnv, scope: Scope, root: string): boolean {
  const onPath = (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, agent)));
  if (onPath) return true;
  const dirs = [dirname(agentFiles(agent, 'user', root, env).settings)];
  if (scope === 'project') dirs.push(dirname(agentFiles(agent, 'project', root, env).settings));
  return dirs.some((dir) => existsSync(dir));
}

export function foundAgents(env: NodeJS.ProcessEnv, scope: Scope, root: string): { found: AgentName[]; missing: AgentName[] } {
  const found = AGENTS.filter((agent) => agentFound(agent, env, scope, root));
  return { found, missing: AGENTS.filter((agent) => !found.includes(agent)) };
}
