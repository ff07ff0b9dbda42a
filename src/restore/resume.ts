// Resume (SPEC 4.3): which pending marker a new session is offered, and the text that hands it the state.
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';
import type { SelfName } from '../util/bundle.js';
import { oneLine, quotePath } from '../util/quote.js';
import type { RestorePoint } from './point.js';
import type { Marker, Workspace } from './workspace.js';

export type PendingMarker = Marker & { file: string };

interface Offer {
  /** The current session's own marker. */
  own?: PendingMarker;
  /** Markers of other sessions, newest first. */
  others: PendingMarker[];
}

/**
 * Splits the markers (one per session, newest first) into the current session's and the others'. A
 * voluntary save already won over an automatic point of its session when the markers were written.
 */
export function pendingOffer(markers: PendingMarker[], agent: string | undefined, sessionId: string | undefined): Offer {
  const kept = [...markers].sort((a, b) => b.createdAt - a.createdAt);
  const isOwn = (marker: PendingMarker) =>
    marker.sessionId !== undefined && marker.sessionId === sessionId && (agent === undefined || marker.agent === agent);
  return { own: kept.find(isOwn), others: kept.filter((marker) => !isOwn(marker)) };
}

/** The one marker `restore` without an id may take: the own one, else the only foreign one. */
export function autoPick(offer: Offer): PendingMarker | undefined {
  return offer.own ?? (offer.others.length === 1 ? offer.others[0] : undefined);
}

/**
 * What `restore` (or `resume`) without an id shows: the pending point, else the latest one, so the same
 * question gets the same answer after the pending one was handed over. Several foreign pending points
 * are never picked for the person.
 */
export type DefaultPoint =
  /** `rest`: the other points still pending, which the answer names (nothing pending goes unsaid). */
  | { kind: 'pending'; id: string; marker: PendingMarker; rest: PendingMarker[] }
  | { kind: 'latest'; id: string }
  | { kind: 'several'; markers: PendingMarker[] }
  | { kind: 'none' };

export function defaultPoint(workspace: Workspace, agent: string | undefined, sessionId: string | undefined): DefaultPoint {
  const offer = pendingOffer(workspace.markers(), agent, sessionId);
  const pick = autoPick(offer);
  if (pick) return { kind: 'pending', id: pick.id, marker: pick, rest: offer.others.filter((marker) => marker !== pick) };
  if (offer.others.length > 1) return { kind: 'several', markers: offer.others };
  const latest = workspace.ids()[0];
  return latest ? { kind: 'latest', id: latest } : { kind: 'none' };
}

const isOpen = (todo: { status: string }) => !/complete|done/i.test(todo.status);

/** The closing line of a restore: only the steps this point has material for. */
export function resumeInstruction(point: RestorePoint): string {
  const steps = [
    point.artifacts.length + point.filesModified.length > 0 ? 're-read the files listed' : '',
    point.todos.some(isOpen) ? 'pick up the open todos' : '',
    point.decisions.length > 0 ? 'keep the decisions above' : '',
    point.openQuestions.length > 0 ? 'settle the open questions' : '',
  ].filter(Boolean);
  if (steps.length === 0) return 'Resume from here: the point holds no files, todos or decisions to go on from.';
  return `Resume from here: ${steps.slice(0, -1).join(', ')}${steps.length > 1 ? ' and ' : ''}${steps.at(-1)}.`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a person reads it: local time with its zone, `2026-11-28 09:27+01:00` (the TZ the command runs in). */
export function localTime(ms: number, offsetMinutes = -new Date(ms).getTimezoneOffset()): string {
  // the local fields are the UTC fields of the moment shifted by the zone's offset
  const date = new Date(ms + offsetMinutes * 60_000);
  const zone = `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}${zone}`;
}

const when = localTime;

function who(point: { agent?: string; sessionId?: string }): string {
  return [point.agent, point.sessionId && `session ${point.sessionId}`].filter(Boolean).join(' ') || 'the command line';
}

/** Points taken at a prompt hold the tree before it: their prompt is the one about to run. */
const BEFORE_PROMPT: readonly string[] = ['start', 'prompt'];

/**
 * What a point is about, in a few words of its own: its note, else the prompt of its own turn (`before "..."` for
 * the point a prompt took before it ran); never the session's first prompt, which every point of it shares.
 */
export function pointSummary(point: RestorePoint, max = 80): string {
  const clip = (text: string) => {
    const line = oneLine(text);
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
  };
  if (point.note) return clip(point.note);
  if (point.intent) return BEFORE_PROMPT.includes(point.trigger) ? `before "${clip(point.intent)}"` : `"${clip(point.intent)}"`;
  return '';
}

/** A pending point in one line: `chk_… (turn, claude session <id>, 2026-11-28 09:27+01:00): "add a login form"`. */
export function pendingLine(marker: Marker, point: RestorePoint | undefined): string {
  const summary = point ? pointSummary(point) : 'unreadable';
  return `${marker.id} (${marker.trigger}, ${who(marker)}, ${when(marker.createdAt)})${summary ? `: ${summary}` : ''}`;
}

/** The state to resume from, as the agent should read it. */
export function describePoint(point: RestorePoint): string[] {
  const lines = [
    `Restore point ${point.id}${point.name ? ` "${point.name}"` : ''} (${point.trigger}, ${when(point.createdAt)}, ${who(point)})`,
  ];
  if (point.task) lines.push(`Task: ${point.task}`);
  if (point.branch) lines.push(`Branch: ${point.branch}${point.head ? ` at ${point.head.slice(0, 12)}` : ''}`);
  if (point.step || point.progress)
    lines.push(
      `Step: ${point.step ?? 'none in progress'}${point.progress ? ` (${point.progress.done}/${point.progress.total} todos done)` : ''}`,
    );
  if (point.intent) lines.push(`Last request: ${point.intent}`);
  if (point.note) lines.push(`Note: ${point.note}`);
  const open = point.todos.filter(isOpen);
  if (open.length > 0) lines.push('Open todos:', ...open.map((todo) => `- [${todo.status || 'pending'}] ${todo.content}`));
  if (point.decisions.length > 0)
    lines.push('Decisions:', ...point.decisions.map((d) => `- ${d.decision}${d.because ? `, because ${d.because}` : ''}`));
  if (point.openQuestions.length > 0) lines.push('Open questions:', ...point.openQuestions.map((q) => `- ${q}`));
  if (point.agentOutputs.length > 0)
    lines.push(
      'Subagents run:',
      ...point.agentOutputs.map((o) => `- ${oneLine(o.description)}${o.paths.length ? `: ${o.paths.map(quotePath).join(', ')}` : ''}`),
    );
  const reread = [...new Set([...point.artifacts, ...point.filesModified])].slice(0, 40);
  if (reread.length > 0) lines.push(`Re-read before going on: ${reread.map(quotePath).join(', ')}`);
  return lines;
}

/** SessionStart context: the offered marker(s), or undefined when nothing is pending. */
export function resumeContext(workspace: Workspace, agent: string, sessionId: string, self: SelfName): string | undefined {
  const offer = pendingOffer(workspace.markers(), agent, sessionId);
  const shown: string[] = [];
  const pick = autoPick(offer);
  if (pick) {
    const stored = workspace.read(pick.id);
    if (pick !== offer.own) shown.push(`This restore point comes from another session (${who(pick)}), not this one.`);
    if (stored?.point) shown.push(...describePoint(stored.point));
    else shown.push(`Restore point ${pick.id} is unreadable${pick.parent ? `; its parent ${pick.parent} may hold the state` : ''}.`);
    shown.push(
      `To resume it, run \`${self()} restore ${pick.id}\` and follow what it prints (add --files to also bring back its snapshot of the files).`,
    );
  }
  const rest = offer.others.filter((marker) => marker !== pick);
  if (rest.length > 0) {
    shown.push(
      pick
        ? 'Other sessions also left restore points:'
        : 'Several sessions left restore points in this workspace (newest first); none is picked for you:',
    );
    for (const marker of rest.slice(0, 8)) shown.push(`- ${pendingLine(marker, workspace.read(marker.id)?.point)}`);
    shown.push(`Ask the user which one to resume, then run \`${self()} restore <id>\`.`);
  }
  if (shown.length === 0) return undefined;
  return `${CHECKPOINT_PREFIX}Where the work stood\n\n${shown.join('\n')}`;
}

/** The lines `checkpoint status` shows for restore points: the latest point and the pending ones. */
export function restoreStatusLines(workspace: Workspace): string[] {
  const latest = workspace.latest();
  const lines = [
    `Restore     ${latest ? `latest point ${latest.id} (${latest.trigger}${latest.name ? ` "${latest.name}"` : ''}, ${when(latest.createdAt)})` : 'no restore point yet (`checkpoint save` records one)'}`,
  ];
  for (const marker of workspace.markers()) lines.push(`            pending ${pendingLine(marker, workspace.read(marker.id)?.point)}`);
  return lines;
}
