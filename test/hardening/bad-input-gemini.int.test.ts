// The bad-input suite (bad-input.ts) for `hook gemini`.
import { badInputSuite } from './bad-input.js';

badInputSuite('gemini');
