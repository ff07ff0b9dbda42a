import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After an sbt project with scalafmt: `sbt test` compiles, resolves and tests.

const project = {
  'build.sbt': 'ThisBuild / scalaVersion := "3.4.2"\nlazy val core = project\n',
  'project/build.properties': 'sbt.version=1.10.0\n',
  'project/plugins.sbt': 'addSbtPlugin("org.scalameta" % "sbt-scalafmt" % "2.5.2")\n',
  '.scalafmt.conf': 'version = 3.8.1\n',
  'src/main/scala/geo/Point.scala': '',
  'src/test/scala/geo/PointSuite.scala': '',
};

describe('Scala with sbt', () => {
  ecosystemTable([
    {
      name: 'a source change: sbt test; scalafmt rides along',
      files: project,
      change: { 'src/main/scala/geo/Point.scala': 'case class Point(x: Int)\n' },
      expected: ['Run the tests: sbt test', 'Lint: sbt scalafmtCheckAll'],
      ran: ['sbt test'],
      skips: ['sbt compile'],
    },
    {
      name: 'build.sbt changed: the tests resolve it',
      files: project,
      change: { 'build.sbt': `${project['build.sbt']}libraryDependencies += "org.typelevel" %% "cats-core" % "2.12.0"\n` },
      expected: ['Run the tests: sbt test'],
      ran: ['sbt "testOnly geo.*"'],
    },
    {
      name: 'the sbt wrapper of the repository: ./sbtw test is the tests',
      files: { ...project, sbtw: '#!/bin/sh\nexec sbt "$@"\n' },
      change: { 'src/main/scala/geo/Point.scala': 'case class Point(x: Int)\n' },
      expected: ['Run the tests: ./sbtw test', 'Lint: ./sbtw scalafmtCheckAll'],
      ran: ['./sbtw test'],
      skips: ['./sbtw compile'],
    },
  ]);
});
