import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a Swift package with test targets, one without, and one that also builds with CMake and lists
// its sources there (as swift-format and several server libraries do).

const withTests = {
  'Package.swift':
    '// swift-tools-version:5.9\nlet package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests", dependencies: ["Kit"])])\n',
  'Sources/Kit/Kit.swift': '',
  'Tests/KitTests/KitTests.swift': '',
};

const withCMake = {
  'Package.swift': '// swift-tools-version:5.9\nlet package = Package(name: "Core", targets: [.target(name: "Core")])\n',
  'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.24)\nproject(Core LANGUAGES Swift)\nadd_subdirectory(Sources/Core)\n',
  'Sources/Core/CMakeLists.txt': 'add_library(Core\n  Lexer.swift\n  Parser.swift)\n',
  'Sources/Core/Lexer.swift': '',
  'Sources/Core/Parser.swift': '',
};

describe('Swift Package Manager', () => {
  ecosystemTable([
    {
      name: 'a package with tests: swift test',
      files: withTests,
      change: { 'Sources/Kit/Kit.swift': 'public struct Kit {}\n' },
      expected: ['Run the tests: swift test'],
      ran: ['swift test --parallel'],
      skips: ['swift build'],
    },
    {
      name: 'a package without tests: swift build',
      files: withCMake,
      change: { 'Sources/Core/Lexer.swift': 'struct Lexer {}\n' },
      expected: ['Build: swift build'],
      ran: ['swift build'],
    },
    {
      name: 'a new source file where CMakeLists.txt lists the sources: list it there too',
      files: withCMake,
      change: { 'Sources/Core/Token.swift': 'struct Token {}\n' },
      expected: ['Build: swift build', 'List Sources/Core/Token.swift in Sources/Core/CMakeLists.txt'],
    },
    {
      name: 'a new source file listed in CMakeLists.txt in the same turn: the build alone',
      files: withCMake,
      change: {
        'Sources/Core/Token.swift': 'struct Token {}\n',
        'Sources/Core/CMakeLists.txt': 'add_library(Core\n  Lexer.swift\n  Parser.swift\n  Token.swift)\n',
      },
      // the CMake build the edited CMakeLists.txt belongs to is checked too
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Build: swift build'],
      ran: ['swift build', 'cmake -B build && cmake --build build'],
    },
  ]);
});
