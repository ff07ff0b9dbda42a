import { describe, expect, it } from 'vitest';
import { interpreterLanguage } from '../../../src/checkpoint/ecosystems/index.js';

// A script without an extension is code of the language its `#!` line names.

describe('the language of a `#!` line', () => {
  it.each([
    { line: '#!/usr/bin/env bash', expected: 'other' },
    { line: '#!/bin/sh -e', expected: 'other' },
    { line: '#!/usr/bin/env python3.12', expected: 'python' },
    { line: '#!/usr/bin/python3', expected: 'python' },
    { line: '#!/usr/bin/env ruby', expected: 'ruby' },
    { line: '#!/usr/bin/env -S node --no-warnings', expected: 'node' },
    { line: '#!/usr/bin/env perl', expected: 'other' },
    { line: '#!/usr/bin/env', expected: undefined },
    { line: '#!/opt/tool/unknown-interpreter', expected: undefined },
    { line: '1.0.0', expected: undefined },
    { line: '', expected: undefined },
  ])('$line', ({ line, expected }) => {
    expect(interpreterLanguage(line)).toBe(expected);
  });
});
