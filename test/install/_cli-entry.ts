// A root command with just the installation commands, bundled by the install.sh tests so they test
// install.sh, init, uninstall and doctor whatever else src/cli.ts registers (or does not yet).
import { defineCommand, runMain } from 'citty';
import doctor from '../../src/commands/doctor.js';
import init from '../../src/commands/init.js';
import uninstall from '../../src/commands/uninstall.js';

void runMain(
  defineCommand({
    meta: { name: 'checkpoint', version: '0.0.0-test', description: 'checkpoint (installation commands only)' },
    subCommands: { init, uninstall, doctor },
  }),
);
