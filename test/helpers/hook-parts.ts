// The hook's lazily loaded parts (commands/_events.ts HookParts) for tests that run the hook in-process:
// cli.ts requires them on first use in the bundle, which vitest cannot do with TypeScript sources.

import * as checkpoint from '../../src/checkpoint/build.js';
import type { HookParts } from '../../src/commands/hook.js';
import * as guard from '../../src/guard/session-start.js';
import * as restore from '../../src/restore/hooks.js';

export const HOOK_PARTS: HookParts = { restore: () => restore, checkpoint: () => checkpoint, guard: () => guard };
