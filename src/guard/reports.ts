// Investigation reports outlive the context that produced them: one JSON file per closed goal, per
// workspace (`<stateDir>/reports/<workspace-key>/<id>.json`), kept by the JSON store.
import { join } from 'node:path';
import * as v from 'valibot';
import { JsonStore } from '../util/json-store.js';
import { stateDir, workspaceKey } from '../util/paths.js';
import { quotePath } from '../util/quote.js';
import { newSortableId } from '../util/sortable-id.js';

const ReportSchema = v.object({
  id: v.string(),
  workspace: v.string(),
  sessionId: v.string(),
  agent: v.string(),
  goal: v.string(),
  /** Undefined when the goal was cancelled without a report. */
  report: v.optional(v.string()),
  openedAt: v.number(),
  closedAt: v.number(),
  /** Paths the session's tool calls read or edited while the goal was open. */
  files: v.array(v.string()),
  /** Set once a later session was given the report at its start. */
  deliveredAt: v.optional(v.number()),
});

export type Report = v.InferOutput<typeof ReportSchema>;

export class ReportStore {
  private readonly store: JsonStore<Report>;

  constructor(
    readonly workspace: string,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.store = new JsonStore(join(stateDir(env), 'reports', workspaceKey(workspace)), ReportSchema);
  }

  async add(report: Omit<Report, 'id' | 'workspace'>): Promise<Report> {
    // Ids sort by closing time, like restore points' (ids of reports written before were `<time>-<random>`).
    const full: Report = { ...report, id: newSortableId('rpt_', report.closedAt), workspace: this.workspace };
    await this.put(full);
    return full;
  }

  /** Writes a report whole (no lock: each is written once by `rewind` or `goal --cancel`, a delivered mark rewrites it). */
  async put(report: Report): Promise<void> {
    this.store.write(report.id, report);
  }

  /** Removes reports by id (what restore's prune drops: restore/retention.ts). */
  async remove(ids: string[]): Promise<void> {
    for (const id of ids) this.store.remove(id);
  }

  /** Every readable report of the workspace, newest first; a torn or foreign file (one naming another id) is not a report. */
  async all(): Promise<Report[]> {
    return this.store
      .keys()
      .flatMap((key) => {
        const report = this.store.get(key);
        return report?.id === key ? [report] : [];
      })
      .sort((a, b) => b.closedAt - a.closedAt);
  }
}

/** The text that brings a report back into an agent's context. */
export function reportContext(report: Report): string {
  const lines = [
    `Findings of an earlier investigation in this workspace (goal: ${report.goal}):`,
    report.report ?? '(closed without a report)',
  ];
  if (report.files.length)
    lines.push(`Files it looked at: ${report.files.slice(0, 20).map(quotePath).join(', ')}${report.files.length > 20 ? ', ...' : ''}`);
  return lines.join('\n');
}
