import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a Zig project whose build.zig declares a test step, and one whose build.zig does not.

const withTests = {
  'build.zig':
    'const std = @import("std");\npub fn build(b: *std.Build) void {\n    const test_step = b.step("test", "Run unit tests");\n    _ = test_step;\n}\n',
  'build.zig.zon': '.{ .name = "geo", .version = "0.1.0", .dependencies = .{} }\n',
  'src/main.zig': '',
};

describe('Zig', () => {
  ecosystemTable([
    {
      name: 'a test step: zig build test',
      files: withTests,
      change: { 'src/main.zig': 'pub fn main() void {}\n' },
      expected: ['Run the tests: zig build test'],
      ran: ['zig build test --summary all'],
      skips: ['zig build'],
    },
    {
      name: 'build.zig.zon changed: the build fetches it, the tests run',
      files: withTests,
      change: { 'build.zig.zon': '.{ .name = "geo", .version = "0.2.0", .dependencies = .{} }\n' },
      expected: ['Run the tests: zig build test'],
      ran: ['zig build test'],
    },
    {
      name: 'no test step: zig build',
      files: { 'build.zig': 'pub fn build(b: *std.Build) void { _ = b; }\n', 'src/main.zig': '' },
      change: { 'src/main.zig': 'pub fn main() void {}\n' },
      expected: ['Build: zig build'],
      ran: ['zig build -Doptimize=ReleaseSafe'],
    },
  ]);
});
