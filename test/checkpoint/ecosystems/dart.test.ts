import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a Flutter application with freezed/json_serializable models (generated parts not committed)
// and a pure Dart package.

const pubspec = `name: shop
environment:
  sdk: ">=3.3.0 <4.0.0"
  flutter: ">=3.19.0"
dependencies:
  flutter:
    sdk: flutter
  freezed_annotation: ^2.4.1
  json_annotation: ^4.8.1
dev_dependencies:
  flutter_test:
    sdk: flutter
  build_runner: ^2.4.8
  freezed: ^2.4.7
  json_serializable: ^6.7.1
`;

const app = {
  'pubspec.yaml': pubspec,
  'pubspec.lock': '',
  'analysis_options.yaml': 'include: package:flutter_lints/flutter.yaml\n',
  '.gitignore': '*.g.dart\n*.freezed.dart\n.dart_tool/\n',
  'lib/models/order.dart':
    "import 'package:freezed_annotation/freezed_annotation.dart';\n\npart 'order.freezed.dart';\npart 'order.g.dart';\n",
  'lib/widgets/cart.dart': "import 'package:flutter/widgets.dart';\n",
  'test/widget_test.dart': "import 'package:flutter_test/flutter_test.dart';\n",
};

const dartPackage = {
  'pubspec.yaml': 'name: tokens\nenvironment:\n  sdk: ^3.3.0\ndev_dependencies:\n  test: ^1.25.0\n',
  'lib/tokens.dart': '',
  'test/tokens_test.dart': '',
};

describe('Dart and Flutter', () => {
  ecosystemTable([
    {
      name: 'Flutter widget change: flutter test and a one-shot flutter analyze',
      files: app,
      change: { 'lib/widgets/cart.dart': "import 'package:flutter/widgets.dart';\nclass Cart {}\n" },
      expected: ['Run the tests: flutter test', 'Type-check: flutter analyze'],
      ran: ['flutter test', 'flutter analyze'],
      skips: ['flutter analyze --watch'],
    },
    {
      name: 'a freezed model change: build_runner, then the tests',
      files: app,
      change: { 'lib/models/order.dart': `${app['lib/models/order.dart']}\n@freezed\nclass Order {}\n` },
      expected: [
        'Regenerate the parts build_runner writes from it: dart run build_runner build --delete-conflicting-outputs',
        'Run the tests: flutter test',
        'Type-check: flutter analyze',
      ],
      ran: ['dart run build_runner build --delete-conflicting-outputs', 'flutter test', 'flutter analyze'],
    },
    {
      name: 'pubspec change: flutter pub get, then the tests',
      files: app,
      change: { 'pubspec.yaml': pubspec.replace('  json_annotation: ^4.8.1\n', '  json_annotation: ^4.8.1\n  intl: ^0.19.0\n') },
      expected: ['Install updated dependencies: flutter pub get', 'Run the tests: flutter test'],
      ran: ['flutter pub get', 'flutter test'],
    },
    {
      name: 'pure Dart package: dart test and dart analyze',
      files: dartPackage,
      change: { 'lib/tokens.dart': 'const a = 1;\n' },
      expected: ['Run the tests: dart test', 'Type-check: dart analyze'],
      ran: ['dart test', 'dart analyze --fatal-infos'],
    },
  ]);
});
