import { defineCommand, runMain } from 'citty';
import evalCommand from './commands/eval.js';
import hook from './commands/hook.js';
import notify from './commands/notify.js';
import status from './commands/status.js';
import { off, on } from './commands/toggle.js';

const main = defineCommand({
  meta: { name: 'checkpoint', version: '0.1.0', description: 'Context-aware stop checkpoints for coding agents (Claude Code, Gemini CLI, Codex)' },
  subCommands: { hook, notify, status, off, on, eval: evalCommand },
});

void runMain(main);
