// The bad-input suite (bad-input.ts) for `hook codex`.
import { badInputSuite } from './bad-input.js';

badInputSuite('codex');
