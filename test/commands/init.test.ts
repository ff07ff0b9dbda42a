import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInstallCommand } from '../../src/commands/init.js';

afterEach(() => {
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

describe('init / uninstall usage errors exit 2 before touching any file', () => {
  it.each([
    {
      name: 'unknown agent',
      mode: 'install' as const,
      args: { agent: 'claude,cursor' },
      expected: 'checkpoint init: unknown agent cursor: use --agent with claude, gemini and/or codex',
    },
    {
      name: 'unknown scope',
      mode: 'uninstall' as const,
      args: { scope: 'global' },
      expected: 'checkpoint uninstall: unknown scope global: use --scope user or --scope project',
    },
  ])('$name', async ({ mode, args, expected }) => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await runInstallCommand(mode, args);
    expect(process.exitCode).toBe(2);
    expect(stderr).toHaveBeenCalledWith(`${expected}\n`);
    expect(stdout).not.toHaveBeenCalled();
  });
});
