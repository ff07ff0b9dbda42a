// The bad-input suite (bad-input.ts) for `notify`.
import { badInputSuite } from './bad-input.js';

badInputSuite('notify');
