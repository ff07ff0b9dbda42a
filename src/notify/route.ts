import type { AgentName } from '../agents/protocol.js';
import type { StopOutcome, StopRequest } from '../session/evaluate-stop.js';
import { killSwitchOn } from '../session/stop-rules.js';
import { isCheckpointText } from '../transcript/text.js';
import type { ReadOptions, TurnTimeline } from '../transcript/timeline.js';
import { log } from '../util/log.js';
import { parseNotifyArgs } from './payload.js';
import { type FindRolloutOptions, findRollout } from './rollout.js';
import { type DeliveryResult, type PaneDelivery, typeIntoPane } from './tmux.js';

/** What the notify route depends on; the command passes the real ones, tests pass fakes. */
export interface NotifyDeps {
  env: NodeJS.ProcessEnv;
  now?: number;
  readTimeline: (agent: AgentName, transcriptPath: string, options?: ReadOptions) => Promise<TurnTimeline>;
  evaluateStop: (request: StopRequest) => Promise<StopOutcome>;
  /** Ends the turn: its restore point (commands/_events.ts `endTurn`), when the stop decision asks for it. */
  endTurn?: (request: StopRequest) => Promise<void>;
  findRollout?: (threadId: string, options: FindRolloutOptions) => Promise<string | undefined>;
  deliver?: (delivery: PaneDelivery) => Promise<DeliveryResult>;
}

export type NotifyDecision = 'ignored' | 'dedup' | 'allowed' | 'delivered' | 'undelivered';

interface NotifyResult {
  decision: NotifyDecision;
  why: string;
  /** The checkpoint text, when the stop evaluation blocked. */
  message?: string;
}

/**
 * SPEC 3.5: a Codex turn completed. Evaluate it like a stop, and when a checkpoint is due type it
 * into the TUI's tmux pane; the typed text becomes the next user prompt. Never throws.
 */
export async function runNotify(argv: readonly string[], deps: NotifyDeps): Promise<NotifyResult> {
  try {
    return await route(argv, deps);
  } catch (error) {
    return { decision: 'ignored', why: `notify failed: ${String(error)}` };
  }
}

async function route(argv: readonly string[], deps: NotifyDeps): Promise<NotifyResult> {
  // The kill switch makes every hook a no-op: not even the rollout is looked for.
  if (killSwitchOn(deps.env)) return { decision: 'ignored', why: 'CHECKPOINT_DISABLE is set' };
  const payload = parseNotifyArgs(argv);
  if (!payload) return { decision: 'ignored', why: 'no agent-turn-complete payload' };

  // A turn answering a checkpoint we typed must not earn another one: that is the loop to avoid.
  // input-messages says it without reading anything; the rollout also catches a checkpoint
  // delivered by the Stop hook inside this same turn (a `<hook_prompt>` user message).
  if (isCheckpointText(payload.inputMessages.at(-1) ?? '')) {
    return { decision: 'dedup', why: 'this turn answered a checkpoint' };
  }

  const rollout = await (deps.findRollout ?? findRollout)(payload.threadId, { env: deps.env, now: deps.now });
  // Read once: the stop evaluation judges the turn from this same read (unless the rollout lags the
  // turn's final reply, when it reads again for a short while).
  let timeline: TurnTimeline | undefined;
  if (rollout) {
    try {
      timeline = await deps.readTimeline('codex', rollout, { turnKey: payload.turnId });
      if (timeline.lastUserIsCheckpoint) return { decision: 'dedup', why: 'the last user message is a checkpoint' };
    } catch (error) {
      // The stop evaluation reads the rollout again and decides what an unreadable one means.
      log.debug(`notify: rollout ${rollout} unreadable: ${String(error)}`);
    }
  } else {
    log.debug(`notify: no rollout found for thread ${payload.threadId}`);
  }

  const request: StopRequest = {
    agent: 'codex',
    sessionId: payload.threadId,
    cwd: payload.cwd,
    transcriptPath: rollout,
    turnKey: payload.turnId,
    finalReply: payload.lastAssistantMessage,
    route: 'notify',
    timeline,
    now: deps.now,
    env: deps.env,
  };
  const outcome = await deps.evaluateStop(request);
  if (!outcome.block || !outcome.message) {
    // The turn ended here: its restore point, as a Stop hook would take it.
    if (outcome.turnPoint) await deps.endTurn?.(request);
    return { decision: 'allowed', why: outcome.why };
  }
  const message = outcome.message;

  // The evaluation is recorded either way (SPEC 3.5); only the typing depends on a pane to type into.
  const pane = deps.env.TMUX_PANE;
  if (!pane) return { decision: 'undelivered', why: 'not in tmux (TMUX_PANE unset)', message };
  if (!hasTerminalPane(payload.client)) {
    return { decision: 'undelivered', why: `client ${payload.client} has no TUI to type into`, message };
  }

  const delivery = await (deps.deliver ?? typeIntoPane)({
    pane,
    text: message,
    env: deps.env.TMUX ? { TMUX: deps.env.TMUX } : undefined,
  });
  log.debug(`notify: ${delivery.why}`);
  return { decision: delivery.delivered ? 'delivered' : 'undelivered', why: delivery.why, message };
}

/**
 * Only the interactive TUI reads the pane. `codex exec` started from a shell inside tmux inherits
 * TMUX_PANE too, and typing there would run the checkpoint text as shell commands. Codex omits the
 * client when it does not know it; then TMUX_PANE is all there is to go on.
 */
export function hasTerminalPane(client: string | undefined): boolean {
  return client === undefined || /tui/i.test(client);
}
