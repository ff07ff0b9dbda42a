// The bad-input suite (bad-input.ts) for `hook claude`.
import { badInputSuite } from './bad-input.js';

badInputSuite('claude');
