// Arguments shared by `init` and `uninstall`, checked here so both commands reject bad usage the same way.
import { PROFILES } from '../agents/index.js';
import { AGENTS, type AgentName } from '../agents/protocol.js';
import { closest } from '../util/closest.js';
import type { Scope } from './settings-files.js';

export const installArgs = {
  agent: {
    type: 'string',
    description: `Comma-separated agents: ${AGENTS.join(', ')} (init default: those found on this machine; uninstall default: all of them)`,
    valueHint: AGENTS.join(','),
  },
  scope: {
    type: 'string',
    description: `user: the agents' settings in your home; project: the settings in this git project (${AGENTS.map((agent) => `${PROFILES[agent].projectDir}/`).join(', ')})`,
    default: 'user',
    valueHint: 'user|project',
  },
  'dry-run': {
    type: 'boolean',
    description: 'Show the change each file would get, and write nothing',
    default: false,
  },
} as const;

export const uninstallArgs = {
  ...installArgs,
  purge: {
    type: 'boolean',
    description: 'Also remove the program, its link, the state dir and the settings backups (each is listed)',
    default: false,
  },
} as const;

export class UsageError extends Error {}

export function parseAgents(value: string | undefined): AgentName[] {
  if (value === undefined || value.trim() === '') return [...AGENTS];
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(AGENTS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const hint = unknown.length === 1 ? closest(unknown[0], AGENTS) : undefined;
    throw new UsageError(
      `unknown agent ${unknown.join(', ')}${hint ? ` (did you mean ${hint}?)` : ''}: use --agent with claude, gemini and/or codex`,
    );
  }
  return AGENTS.filter((agent) => names.includes(agent));
}

export function parseScope(value: string | undefined): Scope {
  if (value === undefined || value === 'user' || value === 'project') return value ?? 'user';
  const hint = closest(value, ['user', 'project']);
  throw new UsageError(`unknown scope ${value}${hint ? ` (did you mean ${hint}?)` : ''}: use --scope user or --scope project`);
}
