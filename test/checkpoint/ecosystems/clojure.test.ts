import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a Clojure library on deps.edn whose tests run through its own `bin/kaocha` and whose committed
// pom.xml only publishes it (malli's shape), a Leiningen project, a deps.edn project whose `:test` alias
// runs the Cognitect test-runner, a babashka task file that runs the tests, and a shadow-cljs npm package.

const core = '(ns app.core)\n(defn f [x] (inc x))\n';
const coreTest =
  '(ns app.core-test\n  (:require [clojure.test :refer [deftest is]] [app.core :as c]))\n(deftest f-test (is (= 2 (c/f 1))))\n';

const kaocha = {
  'deps.edn':
    '{:paths ["src"]\n :aliases {:test {:extra-paths ["test"]\n                  :extra-deps {lambdaisland/kaocha {:mvn/version "1.91.1392"}}}}}\n',
  'bin/kaocha': '#!/usr/bin/env bash\nclojure -M:test -m kaocha.runner "$@"\n',
  'pom.xml':
    '<project>\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>app</groupId>\n  <artifactId>app</artifactId>\n  <version>0.1.0</version>\n  <build><sourceDirectory>src</sourceDirectory></build>\n</project>\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: bin/kaocha\n',
  'src/app/core.clj': core,
  'test/app/core_test.clj': coreTest,
};

const lein = {
  'project.clj': '(defproject app "0.1.0"\n  :dependencies [[org.clojure/clojure "1.12.0"]]\n  :plugins [[lein-cljfmt "0.9.2"]])\n',
  'src/app/core.clj': core,
  'test/app/core_test.clj': coreTest,
};

const runner = {
  'deps.edn':
    '{:paths ["src"]\n :deps {org.clojure/clojure {:mvn/version "1.12.0"}}\n :aliases\n {:test {:extra-paths ["test"]\n         :extra-deps {io.github.cognitect-labs/test-runner {:git/tag "v0.5.1" :git/sha "dfb30dd"}}\n         :main-opts ["-m" "cognitect.test-runner"]\n         :exec-fn cognitect.test-runner.api/test}}}\n',
  '.clj-kondo/config.edn': '{}\n',
  'src/app/core.clj': core,
  'test/app/core_test.clj': coreTest,
};

const babashka = {
  'bb.edn': '{:tasks {test {:doc "Run the tests" :task (shell "clojure -X:test")}}}\n',
  'deps.edn': '{:aliases {:test {:extra-paths ["test"] :exec-fn cognitect.test-runner.api/test}}}\n',
  'src/app/core.clj': core,
  'test/app/core_test.clj': coreTest,
};

// medley's shape: CI runs a project alias that runs the JVM tests under several profiles, then the ClojureScript ones
const aliased = {
  'project.clj':
    '(defproject medley "1.10.0"\n  :dependencies [[org.clojure/clojure "1.9.0"]]\n  :aliases {"test-cljs" ["doo" "rhino" "test" "once"]\n            "test-clj" ["with-profile" "default:+1.11" "test"]\n            "test-all" ["do" ["test-clj"] ["test-cljs"]]})\n',
  'deps.edn': '{:deps {org.clojure/clojure {:mvn/version "1.9.0"}}}\n',
  '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: lein test-all\n',
  'src/medley/core.cljc': '(ns medley.core)\n',
  'test/medley/core_test.cljc': '(ns medley.core-test)\n',
};

const shadow = {
  'package.json': '{"name": "app", "scripts": {"test": "shadow-cljs compile test && node out/test.js"}}\n',
  'package-lock.json': '{}\n',
  'shadow-cljs.edn': '{:source-paths ["src"] :builds {:test {:target :node-test :output-to "out/test.js"}}}\n',
  'src/app/core.cljs': '(ns app.core)\n(defn f [x] (inc x))\n',
};

const edited = `${core}(defn g [x] (dec x))\n`;

describe('Clojure', () => {
  ecosystemTable([
    {
      name: 'kaocha through bin/kaocha, as CI runs it: its publishing pom asks no mvn test',
      files: kaocha,
      change: { 'src/app/core.clj': edited },
      expected: ['Run the tests: bin/kaocha'],
      ran: ['bin/kaocha'],
      skips: ['mvn test', 'clojure -P -M:test'],
    },
    {
      name: 'the runner bin/kaocha wraps, run as it is, counts too; with the project’s env prefix',
      files: kaocha,
      change: { 'src/app/core.clj': edited },
      expected: ['Run the tests: bin/kaocha'],
      ran: ['CLOJURE_ALIAS=x ./bin/kaocha'],
      skips: ['clj-kondo --lint src'],
    },
    {
      name: 'a changed test namespace: kaocha focused on it',
      files: kaocha,
      change: { 'test/app/core_test.clj': `${coreTest}(deftest g-test (is true))\n` },
      expected: ['Run the changed tests: bin/kaocha --focus app.core-test'],
      ran: ['bin/kaocha --focus app.core-test'],
      skips: ['bin/kaocha --focus app.other-test'],
    },
    {
      name: 'the publishing pom changed: the project’s own run, never mvn test',
      files: kaocha,
      change: { 'pom.xml': kaocha['pom.xml'].replace('0.1.0', '0.2.0') },
      expected: ['Run the tests: bin/kaocha'],
      ran: ['bin/kaocha'],
      skips: ['mvn test'],
    },
    {
      name: 'Java sources of the Clojure project (its pom only publishes it): the project’s run tests them',
      files: { ...kaocha, 'src/java/app/Util.java': 'package app;\npublic class Util {}\n' },
      change: { 'src/java/app/Util.java': 'package app;\npublic class Util { static int one() { return 1; } }\n' },
      expected: ['Run the tests: bin/kaocha'],
      ran: ['bin/kaocha'],
      skips: ['mvn test'],
    },
    {
      name: 'a Maven build beside (its Java under src/main/java, no CI saying otherwise): the Java is Maven’s, the Clojure kaocha’s',
      files: { ...kaocha, '.github/workflows/ci.yml': undefined, 'src/main/java/app/Util.java': 'package app;\npublic class Util {}\n' },
      change: {
        'src/main/java/app/Util.java': 'package app;\npublic class Util { static int one() { return 1; } }\n',
        'src/app/core.clj': edited,
      },
      expected: ['Run the tests: bin/kaocha', 'Run the tests: mvn test'],
      ran: ['mvn test', 'bin/kaocha'],
      skips: ['mvn compile'],
    },
    {
      name: 'Leiningen: lein test, cljfmt as its plugin checks riding along',
      files: lein,
      change: { 'src/app/core.clj': edited },
      expected: ['Run the tests: lein test', 'Lint: lein cljfmt check'],
      ran: ['lein test', 'lein cljfmt check'],
      skips: ['lein compile'],
    },
    {
      name: 'Leiningen: a changed test namespace alone',
      files: lein,
      change: { 'test/app/core_test.clj': `${coreTest}(deftest g-test (is true))\n` },
      expected: ['Lint: lein cljfmt check', 'Run the changed tests: lein test app.core-test'],
      ran: ['lein test :only app.core-test', 'lein cljfmt check'],
      skips: ['lein test app.other-test'],
    },
    {
      name: 'Leiningen: a raised dependency is lein deps, then the tests; project.clj is code cljfmt checks',
      files: lein,
      change: { 'project.clj': lein['project.clj'].replace('1.12.0', '1.12.1') },
      expected: ['Install updated dependencies: lein deps', 'Run the tests: lein test', 'Lint: lein cljfmt check'],
      ran: ['lein deps', 'lein test', 'lein cljfmt check'],
    },
    {
      name: 'deps.edn with the Cognitect runner in its :test alias: clojure -M:test, clj-kondo riding along',
      files: runner,
      change: { 'src/app/core.clj': edited },
      expected: ['Run the tests: clojure -M:test', 'Lint: clj-kondo --lint src test'],
      ran: ['clojure -X:test', 'clj-kondo --lint src test'],
    },
    {
      name: 'deps.edn: a raised dependency downloads on the next run: the tests',
      files: runner,
      change: { 'deps.edn': runner['deps.edn'].replace('1.12.0', '1.12.1') },
      expected: ['Run the tests: clojure -M:test'],
      ran: ['clojure -M:test'],
    },
    {
      name: 'babashka: the bb test task, and the run it wraps',
      files: babashka,
      change: { 'src/app/core.clj': edited },
      expected: ['Run the tests: bb test'],
      ran: ['clojure -X:test'],
      skips: ['bb nrepl'],
    },
    {
      name: 'Leiningen: the project alias CI runs is the tests, and a run of it or of the alias it runs counts',
      files: aliased,
      change: { 'src/medley/core.cljc': '(ns medley.core)\n(defn f [])\n' },
      expected: ['Run the tests: lein test-all'],
      ran: ['lein test-clj'],
      skips: ['lein compile', 'lein deps'],
    },
    {
      name: 'shadow-cljs in an npm package: ClojureScript is tested by the package’s test script',
      files: shadow,
      change: { 'src/app/core.cljs': edited },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
      skips: ['npx shadow-cljs compile app'],
    },
  ]);
});
