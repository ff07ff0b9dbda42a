import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After C and C++ projects built with CMake: one with ctest and no build folder yet, one already
// configured in build/, one with presets. Every folder named is inside the repository.

const lists = 'cmake_minimum_required(VERSION 3.20)\nproject(geo CXX)\nenable_testing()\nadd_subdirectory(src)\nadd_subdirectory(tests)\n';
const project = {
  'CMakeLists.txt': lists,
  'src/CMakeLists.txt': 'add_library(geo point.cpp)\n',
  'src/point.cpp': '',
  'src/point.h': '',
  'tests/CMakeLists.txt': 'add_executable(geo_tests point_test.cpp)\nadd_test(NAME geo COMMAND geo_tests)\n',
  'tests/point_test.cpp': '',
};

const presets = JSON.stringify({
  version: 6,
  configurePresets: [
    { name: 'base', hidden: true, generator: 'Ninja' },
    { name: 'dev', inherits: 'base', binaryDir: '${sourceDir}/build/${presetName}' },
  ],
  buildPresets: [{ name: 'dev', configurePreset: 'dev' }],
  testPresets: [{ name: 'dev', configurePreset: 'dev' }],
});

describe('C and C++ with CMake', () => {
  ecosystemTable([
    {
      name: 'no build folder yet: configure, build, then ctest in that folder',
      files: project,
      change: { 'src/point.cpp': 'int x;\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build', 'cmake --build build -j', 'ctest --test-dir build --output-on-failure'],
      skips: ['cmake -S . -B build'],
    },
    {
      name: 'configured already in build/: build and ctest there',
      files: { ...project, 'build/CMakeCache.txt': '' },
      change: { 'src/point.h': '#pragma once\n' },
      expected: ['Build: cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake --build build && ctest --test-dir build'],
    },
    {
      name: 'a CMakeLists.txt change is a build change, not docs',
      files: { ...project, 'build/CMakeCache.txt': '' },
      change: { 'src/CMakeLists.txt': 'add_library(geo point.cpp)\ntarget_compile_features(geo PUBLIC cxx_std_20)\n' },
      expected: ['Build: cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['make -C build', 'cd build && ctest'],
    },
    {
      name: 'presets: configure and build with them, ctest with the test preset',
      files: { ...project, 'CMakePresets.json': presets },
      change: { 'src/point.cpp': 'int y;\n' },
      expected: ['Build: cmake --preset dev && cmake --build --preset dev', 'Run the tests: ctest --preset dev'],
      ran: ['cmake --preset dev', 'cmake --build --preset dev', 'ctest --preset dev'],
    },
    {
      name: 'presets already configured: the build preset alone',
      files: { ...project, 'CMakePresets.json': presets, 'build/dev/CMakeCache.txt': '' },
      change: { 'src/point.cpp': 'int y;\n' },
      expected: ['Build: cmake --build --preset dev', 'Run the tests: ctest --preset dev'],
      ran: ['cmake --build --preset dev && ctest --preset dev'],
    },
    {
      name: 'without tests: the build alone',
      files: { 'CMakeLists.txt': 'project(tool C)\nadd_executable(tool main.c)\n', 'main.c': '' },
      change: { 'main.c': 'int main(void) { return 0; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build'],
      ran: ['cmake -B build && cmake --build build'],
    },
  ]);
});
