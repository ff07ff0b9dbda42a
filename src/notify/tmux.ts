import { type Exec, exec as realExec } from '../util/exec.js';
import { codexOwnsTerminal, looksLikeCodex } from './foreground.js';

export interface PaneDelivery {
  /** The tmux pane id, as `TMUX_PANE` gives it (`%12`). */
  pane: string;
  text: string;
  exec?: Exec;
  sleep?: (ms: number) => Promise<void>;
  /** Pause between typing the text and pressing Enter, so the TUI has taken the paste in first. */
  pauseMs?: number;
  /** Per tmux call; tmux answers in milliseconds, a hung server must not hold the notify process. */
  timeoutMs?: number;
  /** Extra environment for tmux (e.g. `TMUX`, which tells the client which server socket to use). */
  env?: Record<string, string>;
  /** Name of the tmux paste buffer; unique per delivery so parallel notifies do not mix texts. */
  bufferName?: string;
  /** Whether the Codex that ran notify is the foreground of this terminal; default: from the processes. */
  codexOwns?: (tty: string) => Promise<boolean>;
}

export interface DeliveryResult {
  delivered: boolean;
  why: string;
}

// TMUX_PANE is always `%<n>`; a stricter target than tmux accepts keeps a stray value from ever
// selecting some other window or session.
const PANE_ID = /^%\d+$/;

// tmux rejects a command larger than its 16 KB message size ("command too long"); a checkpoint is a
// few hundred bytes, so this only guards against a runaway message.
export const MAX_TEXT_BYTES = 12_000;

/**
 * The tmux argument arrays of one delivery, in order; the pause goes before the last one.
 *
 * SPEC 3.5 says `send-keys -l -- <text>`. Measured with a real pane, send-keys -l types each `\n`
 * as a bare LF key press (Ctrl+J to a raw-mode TUI), so a multi-line checkpoint arrives as many key
 * strokes whose meaning is up to the TUI. A named buffer pasted with `paste-buffer -p` reaches the
 * program as one bracketed paste (`ESC[200~ text ESC[201~`) whenever it enabled bracketed paste
 * (the Codex TUI does), and as the same plain bytes as send-keys -l otherwise; `-r` keeps LF as LF
 * (tmux would turn it into CR, i.e. Enter), `-d` deletes the buffer. `set-buffer` takes the text as
 * one argument after `--`, so text starting with `-` is never read as an option. Enter stays a
 * separate `send-keys` after a pause, as SPEC says.
 */
export function deliveryCommands(pane: string, text: string, bufferName: string): string[][] {
  return [
    probeCommand(pane),
    ['set-buffer', '-b', bufferName, '--', text],
    ['paste-buffer', '-p', '-r', '-d', '-b', bufferName, '-t', pane],
    ['send-keys', '-t', pane, 'Enter'],
  ];
}

/** The pane's state: copy mode, dead, its terminal and foreground command (last: it may hold spaces). */
export function probeCommand(pane: string): string[] {
  return ['display-message', '-p', '-t', pane, '#{pane_in_mode} #{pane_dead} #{pane_tty} #{pane_current_command}'];
}

/** Why the pane must not be typed into now, or undefined when Codex is what reads it. */
async function refusal(probe: string, codexOwns: (tty: string) => Promise<boolean>): Promise<string | undefined> {
  const [inMode, dead, tty = '', ...rest] = probe.trim().split(' ');
  const command = rest.join(' ');
  // In copy mode the Enter would be taken by copy mode, not by the TUI.
  if (inMode === '1') return 'is in copy mode';
  if (dead === '1' || !tty) return 'has no live program';
  if (!looksLikeCodex(command)) return `runs ${JSON.stringify(command)} in the foreground, not Codex`;
  if (!(await codexOwns(tty))) return 'does not have the Codex that ran notify in the foreground';
  return undefined;
}

/**
 * Type text into a tmux pane and press Enter, only while the Codex that ran notify is the pane's
 * foreground program (checked before the paste and again before Enter). Never throws; worst case a
 * few seconds.
 */
export async function typeIntoPane(delivery: PaneDelivery): Promise<DeliveryResult> {
  const { pane, text } = delivery;
  if (!PANE_ID.test(pane)) return { delivered: false, why: `not a tmux pane id: ${JSON.stringify(pane)}` };
  if (!text) return { delivered: false, why: 'nothing to type' };
  if (Buffer.byteLength(text) > MAX_TEXT_BYTES) return { delivered: false, why: 'text too long for tmux' };

  const exec = delivery.exec ?? realExec;
  const sleep = delivery.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const bufferName = delivery.bufferName ?? `checkpoint-${process.pid}-${Date.now()}`;
  const [probe, setBuffer, paste, enter] = deliveryCommands(pane, text, bufferName);
  const tmux = async (args: string[]) => exec('tmux', args, { timeoutMs: delivery.timeoutMs ?? 1000, env: delivery.env });
  const codexOwns = delivery.codexOwns ?? ((tty: string) => codexOwnsTerminal(tty));
  const check = async (): Promise<string | undefined> => {
    const state = await tmux(probe!);
    if (state.exitCode !== 0) return `not reachable: ${firstLine(state.stderr)}`;
    return refusal(state.stdout, codexOwns);
  };

  try {
    // The probe also proves the server and pane exist before anything is typed.
    const before = await check();
    if (before) return { delivered: false, why: `tmux pane ${pane} ${before}` };

    const set = await tmux(setBuffer!);
    if (set.exitCode !== 0) return { delivered: false, why: `tmux set-buffer failed: ${firstLine(set.stderr)}` };
    const pasted = await tmux(paste!);
    if (pasted.exitCode !== 0) {
      await tmux(['delete-buffer', '-b', bufferName]);
      return { delivered: false, why: `tmux paste-buffer failed: ${firstLine(pasted.stderr)}` };
    }

    await sleep(delivery.pauseMs ?? 600);
    // Codex may have exited during the pause: an Enter would then run what the shell was handed.
    const after = await check();
    if (after) return { delivered: false, why: `text pasted but no Enter: tmux pane ${pane} ${after}` };
    const pressed = await tmux(enter!);
    if (pressed.exitCode !== 0) return { delivered: false, why: `text typed but Enter failed: ${firstLine(pressed.stderr)}` };
    return { delivered: true, why: `typed into tmux pane ${pane}` };
  } catch (error) {
    return { delivered: false, why: `tmux failed: ${String(error)}` };
  }
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0] || 'no output';
}
