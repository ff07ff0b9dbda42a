// Gemini CLI: hook entries in ~/.gemini/settings.json or <project>/.gemini/settings.json (timeouts in
// milliseconds). The user's security/auth, model and UI keys are left exactly as they are.
import { desiredEntries } from './events.js';
import { type AgentPlan, type JsonTarget, type Mode, planJsonFile } from './plan.js';

export interface GeminiInput {
  settings: JsonTarget;
  hookCommand: string;
  riskySaves: boolean;
}

export function planGemini(input: GeminiInput, mode: Mode): AgentPlan {
  const desired = desiredEntries('gemini', input.hookCommand, input.riskySaves);
  return { agent: 'gemini', changes: [planJsonFile(input.settings, mode, desired)], notes: [] };
}
