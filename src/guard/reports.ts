// Investigation reports outlive the context that produced them: one JSON file per closed goal, per
// workspace, written atomically under the state dir.
import { join } from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import * as v from 'valibot';
import { atomicFsDriver } from '../session/fs-driver.js';
import { stateDir, workspaceKey } from '../util/paths.js';
import { quotePath } from '../util/quote.js';

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
  private readonly storage: Storage;
  private readonly prefix: string;

  constructor(
    readonly workspace: string,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.storage = createStorage({ driver: atomicFsDriver({ base: join(stateDir(env), 'reports') }) });
    this.prefix = workspaceKey(workspace);
  }

  async add(report: Omit<Report, 'id' | 'workspace'>): Promise<Report> {
    // Time first, so names sort by closing time; the random tail keeps two closes in one ms apart.
    const id = `${report.closedAt.toString(36).padStart(9, '0')}-${Math.random().toString(36).slice(2, 8)}`;
    const full: Report = { ...report, id, workspace: this.workspace };
    await this.put(full);
    return full;
  }

  async put(report: Report): Promise<void> {
    await this.storage.setItemRaw(`${this.prefix}:${report.id}.json`, `${JSON.stringify(report, null, 2)}\n`);
  }

  /** Removes reports by id (what restore's prune drops: restore/retention.ts). */
  async remove(ids: string[]): Promise<void> {
    for (const id of ids) await this.storage.removeItem(`${this.prefix}:${id}.json`);
  }

  /** Every readable report of the workspace, newest first; unreadable files are skipped. */
  async all(): Promise<Report[]> {
    const reports: Report[] = [];
    for (const key of await this.storage.getKeys(this.prefix)) {
      try {
        const parsed = v.safeParse(ReportSchema, JSON.parse(String(await this.storage.getItemRaw(key))));
        if (parsed.success) reports.push(parsed.output);
      } catch {
        // a torn or foreign file is not a report
      }
    }
    return reports.sort((a, b) => b.closedAt - a.closedAt);
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
