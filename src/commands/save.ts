import { defineCommand } from 'citty';
import { nameProblem } from '../restore/refs.js';
import { savePoint } from '../restore/save.js';
import { quotePath } from '../util/quote.js';
import { repeated } from './_args.js';
import { copyPending, decisionsOf, sessionContext, workspaceOf } from './_restore.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

export default defineCommand({
  meta: { name: 'save', description: 'Record a restore point: where the work stands and a snapshot of the files' },
  args: {
    name: { type: 'string', description: 'A name, unique in this workspace, usable wherever an id is; named points are never pruned' },
    note: { type: 'string', description: 'Where things stand, in a sentence' },
    decision: { type: 'string', description: 'A decision taken (repeatable; pair each with --because)' },
    because: { type: 'string', description: 'The rationale of the decision before it (repeatable)' },
    question: { type: 'string', description: 'An open question (repeatable)' },
    session: sessionArg,
  },
  async run({ args, rawArgs }) {
    const started = performance.now();
    const cwd = cwdOf(undefined);
    const given = decisionsOf(rawArgs);
    if ('problem' in given) return fail(`checkpoint save: ${given.problem}; run \`checkpoint save --help\`.`, 2);
    const problem = args.name === undefined ? undefined : nameProblem(workspaceOf(cwd), args.name);
    if (problem) return fail(problem);
    try {
      const context = await sessionContext(cwd, args.session, true);
      if (context.problem) return fail(`checkpoint save: ${context.problem}`);
      const { point, warnings } = await savePoint({
        cwd,
        trigger: 'manual',
        ...context,
        name: args.name,
        note: args.note,
        decisions: given.decisions,
        questions: repeated(rawArgs, 'question'),
        marker: true,
      });
      // What the bench reads: the command's own time, from its start to the point written (node's start
      // and the bundle's load are not in it). On stderr by itself: the debug logger would add its own cost.
      if (process.env.CHECKPOINT_SAVE_TIMING === '1') process.stderr.write(`save took ${(performance.now() - started).toFixed(1)} ms\n`);
      for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
      await copyPending(cwd);
      const snapshot = !point.snapshot
        ? `no snapshot: ${point.snapshotSkipped}`
        : point.snapshot.files === 0
          ? 'an empty snapshot: no file here to capture'
          : `${point.snapshot.files} files in the snapshot${point.snapshot.reused ? ', unchanged since the previous point' : ''}`;
      const left = point.snapshot?.notCaptured ?? [];
      const skipped = point.snapshot?.skipped ?? left.length;
      const lines = [
        `Saved restore point ${point.id} (${snapshot}). A new session in this workspace will be offered it; \`checkpoint restore ${point.id}\` loads it.`,
        ...(skipped > 0
          ? [
              `Not in the snapshot (${skipped}):`,
              ...left.slice(0, 10).map((entry) => `  ${quotePath(entry.path)}: ${entry.reason}`),
              ...(skipped > 10 ? [`  and ${skipped - 10} more (\`checkpoint inspect ${point.id} --json\` lists them)`] : []),
            ]
          : []),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    } catch (error) {
      fail(`Could not save a restore point: ${(error as Error).message}`);
    }
  },
});
