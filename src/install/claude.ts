// Claude Code: hook entries in ~/.claude/settings.json or <project>/.claude/settings.json (timeouts in seconds).
import { desiredEntries } from './events.js';
import { type AgentPlan, type JsonTarget, type Mode, planJsonFile } from './plan.js';

export interface ClaudeInput {
  settings: JsonTarget;
  hookCommand: string;
  riskySaves: boolean;
}

export function planClaude(input: ClaudeInput, mode: Mode): AgentPlan {
  const desired = desiredEntries('claude', input.hookCommand, input.riskySaves);
  return { agent: 'claude', changes: [planJsonFile(input.settings, mode, desired)], notes: [] };
}
