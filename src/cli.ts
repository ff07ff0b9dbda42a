import { defineCommand, runMain } from 'citty';

const main = defineCommand({
  meta: { name: 'checkpoint', version: '0.1.0', description: 'Context-aware stop checkpoints for coding agents' },
  subCommands: {},
});

void runMain(main);
