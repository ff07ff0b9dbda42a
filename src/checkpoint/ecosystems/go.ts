import { joinDir } from '../../util/paths.js';
import { positionals } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Go: `go test ./...` of the module (a nested go.mod is a module of its own), `go mod tidy` after a
// go.mod change, golangci-lint where configured, buf for protos; `//go:generate` is go-generate.ts.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('go.mod')) return;
  profile.ecosystems.push('go');
  profile.install.go = 'go mod tidy';
  profile.languages.go = { test: 'go test ./...' };
  if (names.some((name) => /^\.golangci\.(ya?ml|toml|json)$/.test(name))) profile.languages.go.lint = 'golangci-lint run';
  if (names.includes('buf.gen.yaml')) profile.checks.generate = 'buf generate';
}

export const go: EcosystemModule = {
  name: 'go',
  extensions: ['go'],
  manifests: /^(go\.mod|go\.sum|go\.work)$/,
  markers: /^go\.mod$/,
  testFiles: /_test\.go$/,
  detect,
  evidence: {
    scope: (program, args, dir, terms) => {
      if (program !== 'go') return undefined;
      const packages = positionals(args.slice(1)).filter((p) => p.startsWith('.'));
      // `./...` stops at a nested go.mod: the module's own packages only
      if (packages.length === 0 || packages.includes('./...')) return { reach: [terms.packageOnly(dir)] };
      // a Go package is one folder: `./store` (or `.`) tests that folder alone, `./store/...` the folders below it too
      return {
        reach: packages.map((p) =>
          p.endsWith('/...') ? terms.folderTree(joinDir(dir, p.slice(0, -4))) : terms.folderOnly(joinDir(dir, p)),
        ),
      };
    },
    launchers: ['go'],
    programs: { lint: ['golangci-lint', 'staticcheck', 'revive'], generate: ['oapi-codegen', 'gqlgen', 'protoc'] },
    subcommands: {
      go: { test: ['test'], lint: ['vet'], generate: ['generate'], build: ['build', 'test'] },
      buf: { lint: ['lint', 'breaking'], generate: ['generate'] },
    },
    pathTaking: ['golangci-lint'],
    // `go mod download` leaves go.sum as it is: only tidy (or get) settles a go.mod change
    installs: (program, args) => program === 'go' && ((args[0] === 'mod' && args[1] === 'tidy') || args[0] === 'get'),
    writers: { gofmt: (a) => a.includes('-w'), goimports: (a) => a.includes('-w') },
  },
};
