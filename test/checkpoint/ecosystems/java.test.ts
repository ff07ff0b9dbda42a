import { describe, expect, it } from 'vitest';
import { java } from '../../../src/checkpoint/ecosystems/java.js';
import { ecosystemTable } from './_table.js';

// ecosystems/java.ts: Java, Kotlin and Android projects built with Maven or Gradle.

// The aggregate judged on real Maven repositories: checkstyle bound to `validate` runs inside `mvn test`,
// so it is no check of its own; a checkstyle left to its own goal rides along as the lint.

const pom = (phase: string) => `<project>
  <artifactId>geo</artifactId>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-checkstyle-plugin</artifactId>
        <executions>
          <execution>
            ${phase}
            <goals><goal>check</goal></goals>
          </execution>
        </executions>
      </plugin>
    </plugins>
  </build>
</project>
`;

describe('Java with Maven', () => {
  ecosystemTable([
    {
      name: 'checkstyle bound to validate: `./mvnw test` is the lint too, nothing else is asked',
      files: { 'pom.xml': pom('<phase>validate</phase>'), mvnw: '#!/bin/sh\n', 'src/main/java/geo/Point.java': '' },
      change: { 'src/main/java/geo/Point.java': 'record Point(int x) {}\n' },
      expected: ['Run the tests: ./mvnw test'],
      ran: ['./mvnw -q test'],
      skips: ['./mvnw checkstyle:check', './mvnw compile'],
    },
    {
      name: 'checkstyle on its own goal rides along with the tests',
      files: { 'pom.xml': pom(''), mvnw: '#!/bin/sh\n', 'src/main/java/geo/Point.java': '' },
      change: { 'src/main/java/geo/Point.java': 'record Point(int x) {}\n' },
      expected: ['Run the tests: ./mvnw test', 'Lint: ./mvnw checkstyle:check'],
      ran: ['./mvnw test'],
    },
  ]);
});

// After an Android application (Kotlin DSL, a version catalog, product flavours, dependency-guard) and
// a Kotlin library published with the binary-compatibility validator's API dump.

const android = {
  'settings.gradle.kts': 'rootProject.name = "shop"\ninclude(":app")\ninclude(":core")\n',
  'build.gradle.kts': 'plugins {\n  alias(libs.plugins.android.application) apply false\n}\n',
  'gradle/libs.versions.toml':
    '[versions]\nokhttp = "4.12.0"\n[libraries]\nokhttp = { module = "com.squareup.okhttp3:okhttp", version.ref = "okhttp" }\n',
  gradlew: '#!/bin/sh\n',
  'app/build.gradle.kts': [
    'plugins {',
    '  id("com.android.application")',
    '  id("com.dropbox.dependency-guard")',
    '}',
    'android {',
    '  flavorDimensions += "tier"',
    '  productFlavors {',
    '    create("free") { dimension = "tier" }',
    '    create("paid") { dimension = "tier" }',
    '  }',
    '}',
    'dependencyGuard {',
    '  configuration("freeReleaseRuntimeClasspath")',
    '}',
    '',
  ].join('\n'),
  'app/src/main/kotlin/shop/MainActivity.kt': '',
  'app/src/paid/kotlin/shop/Billing.kt': '',
  'core/build.gradle.kts':
    'plugins {\n  id("com.android.library")\n  id("org.jlleitschuh.gradle.ktlint")\n}\nandroid { namespace = "shop.core" }\n',
  'core/src/main/kotlin/shop/core/Cart.kt': '',
  'core/src/test/kotlin/shop/core/CartTest.kt': '',
};

const library = {
  'settings.gradle.kts': 'rootProject.name = "kit"\ninclude(":kit")\n',
  'build.gradle.kts': 'plugins {\n  id("org.jetbrains.kotlinx.binary-compatibility-validator") version "0.16.3"\n}\n',
  gradlew: '#!/bin/sh\n',
  'kit/build.gradle.kts': 'plugins {\n  kotlin("jvm")\n  id("org.jetbrains.kotlinx.binary-compatibility-validator")\n}\n',
  'kit/api/kit.api': 'public final class kit/Kit {}\n',
  'kit/src/main/kotlin/kit/Kit.kt': '',
};

describe('Kotlin and Android with Gradle', () => {
  ecosystemTable([
    {
      name: 'an Android library module: its debug unit tests; ktlint rides along',
      files: android,
      change: { 'core/src/main/kotlin/shop/core/Cart.kt': 'class Cart\n' },
      expected: ['Run the tests: ./gradlew :core:testDebugUnitTest', 'Lint: ./gradlew :core:ktlintCheck'],
      ran: ['./gradlew :core:testDebugUnitTest'],
      skips: ['./gradlew :app:testFreeDebugUnitTest', './gradlew :core:test --continuous'],
    },
    {
      name: 'an Android app module with flavours: the first flavour debug unit tests',
      files: android,
      change: { 'app/src/main/kotlin/shop/MainActivity.kt': 'class MainActivity\n' },
      expected: ['Run the tests: ./gradlew :app:testFreeDebugUnitTest'],
      ran: ['./gradlew :app:testFreeDebugUnitTest'],
    },
    {
      name: 'a file of the paid flavour’s source set: the paid variant’s unit tests',
      files: android,
      change: { 'app/src/paid/kotlin/shop/Billing.kt': 'class Billing\n' },
      expected: ['Run the tests: ./gradlew :app:testPaidDebugUnitTest'],
      ran: ['./gradlew :app:testPaidDebugUnitTest'],
      skips: ['./gradlew :app:testFreeDebugUnitTest'],
    },
    {
      name: 'a version catalog change is a dependency change: the tests resolve it',
      files: android,
      change: { 'gradle/libs.versions.toml': android['gradle/libs.versions.toml'].replace('4.12.0', '5.0.0') },
      expected: ['Run the tests: ./gradlew test'],
      ran: ['./gradlew test'],
    },
    {
      name: 'a module build file change: its tests, and the dependency baseline dependency-guard compares',
      files: android,
      change: { 'app/build.gradle.kts': `${android['app/build.gradle.kts']}dependencies { implementation(libs.okhttp) }\n` },
      expected: [
        'Run the tests: ./gradlew :app:testFreeDebugUnitTest',
        'Check the dependency baseline CI compares: ./gradlew :app:dependencyGuard',
      ],
      ran: ['./gradlew :app:testFreeDebugUnitTest :app:dependencyGuardBaseline'],
    },
    {
      name: 'a library with an API dump: its tests and apiCheck',
      files: library,
      change: { 'kit/src/main/kotlin/kit/Kit.kt': 'class Kit { fun more() = 1 }\n' },
      expected: ['Run the tests: ./gradlew :kit:test', 'Check the public API against its baseline: ./gradlew :kit:apiCheck'],
      ran: ['./gradlew :kit:test :kit:apiDump'],
    },
  ]);
});

describe('a file’s public API, which an API baseline compares', () => {
  it.each([
    { file: 'R.kt', text: 'package p\n\ninternal class R {\n  fun f() = 1\n}\nprivate fun g() = 2\n', expected: false },
    { file: 'X.kt', text: 'package p\n\nclass X\ninternal fun g() = 2\n', expected: true },
    { file: 'A.java', text: 'package p;\n\nfinal class A {\n  public void f() {}\n}\n', expected: false },
    { file: 'B.java', text: 'package p;\n\npublic final class B {}\n', expected: true },
    { file: 'C.kt', text: 'package p\n', expected: true },
  ])('$file', ({ file, text, expected }) => {
    expect(java.declaresApi?.(file, text)).toBe(expected);
  });
});
