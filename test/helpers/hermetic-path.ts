// Tests are hermetic against an installed checkpoint: install.sh links one into ~/.local/bin and asks for
// that folder on PATH, and a test that finds it there (a portable hook entry, `selfName`) would run the
// installed program, not the bundle under test. Every folder holding a `checkpoint` program is left out.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

function holdsCheckpoint(dir: string): boolean {
  const program = join(dir, 'checkpoint');
  try {
    if (!statSync(program).isFile()) return false;
    accessSync(program, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** PATH without the folders that hold a `checkpoint` program. */
export function pathWithoutCheckpoint(path: string | undefined): string {
  return (path ?? '')
    .split(delimiter)
    .filter((dir) => dir && !holdsCheckpoint(dir))
    .join(delimiter);
}
