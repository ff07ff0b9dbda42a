import { positionals } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Scala with sbt: `sbt test` (it compiles and resolves), scalafmt's check riding along.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('build.sbt')) return;
  profile.ecosystems.push('scala');
  const sbt = context.names.includes('sbtw') ? './sbtw' : 'sbt';
  profile.languages.scala = { test: `${sbt} test` };
  if (context.names.includes('.scalafmt.conf')) profile.languages.scala.lint = `${sbt} scalafmtCheckAll`;
}

const SBT_COMMANDS = {
  test: ['test', 'testOnly', 'testQuick'],
  build: ['compile', 'test'],
  lint: ['scalafmtCheck', 'scalafmtCheckAll', 'scalafix'],
};

export const scala: EcosystemModule = {
  name: 'scala',
  extensions: ['scala', 'sc'],
  manifests: /^(build\.sbt|plugins\.sbt|build\.properties)$/,
  markers: /^build\.sbt$/,
  buildFolders: [{ folder: 'target', beside: /^build\.sbt$/ }, { folder: '.bsp' }, { folder: '.bloop' }, { folder: '.metals' }],
  testFiles: /(^|\/)src\/test\//,
  detect,
  evidence: {
    launchers: ['sbt', 'sbtw'],
    // `./sbtw` is the repository's sbt: the same commands
    subcommands: { sbt: SBT_COMMANDS, sbtw: SBT_COMMANDS },
    // each sbt command given, a project's own too (`core/test`, `'core/testOnly x.ASuite'`, `'project rootJVM' test`, `;clean;test`),
    // and one for every Scala version of the cross build (`+test`, `+core/test`)
    kinds: (program, args) => {
      if (program !== 'sbt' && program !== 'sbtw') return [];
      const commands = positionals(args)
        .flatMap((arg) => arg.split(';'))
        .map((command) => (command.trim().split(/\s+/)[0] ?? '').replace(/^\+/, '').replace(/^[\w-]+\//, ''));
      return (Object.keys(SBT_COMMANDS) as (keyof typeof SBT_COMMANDS)[]).filter((kind) =>
        commands.some((command) => SBT_COMMANDS[kind].includes(command)),
      );
    },
    installs: (program, args) => (program === 'sbt' || program === 'sbtw') && ['update', 'compile', 'test'].includes(args[0] ?? ''),
  },
};
