import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Terraform (and OpenTofu's `.tf`): a module is validated, not tested, unless it has `terraform test`
// files. The project's own gate comes first: where its pre-commit config runs `terraform_validate`
// (as module repositories' CI does), `pre-commit run -a` is the check, and it also refreshes the
// docs and wrappers those hooks write. Else `terraform validate` after a backend-less init.

/** Does one of the project's pre-commit hooks validate Terraform? */
const validatesTerraform = (hooks: Record<string, string> | undefined) =>
  Object.entries(hooks ?? {}).some(([id, body]) => id !== '' && /^(terraform|tofu) validate\b/.test(body));

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.some((name) => name.endsWith('.tf'))) return;
  profile.ecosystems.push('terraform');
  const gate = validatesTerraform(profile.recipes['pre-commit']) || validatesTerraform(context.top?.recipes['pre-commit']);
  const tool = context.says('tofu', 'anywhere') && !context.says('terraform', 'anywhere') ? 'tofu' : 'terraform';
  const tests = context.list('tests').some((name) => name.endsWith('.tftest.hcl'));
  profile.languages.terraform = {
    typecheck: gate ? 'pre-commit run -a' : `${context.exists('.terraform') ? '' : `${tool} init -backend=false && `}${tool} validate`,
    test: tests ? `${tool} test` : undefined,
    lint: gate ? 'pre-commit run -a' : `${tool} fmt -check -recursive`,
  };
}

/** `terraform fmt` writes, `fmt -check` only checks. */
const formats = (a: string[]) => (a[0] === 'fmt' && !a.includes('-check') ? writtenPaths(a, 1) : undefined);

export const terraform: EcosystemModule = {
  name: 'terraform',
  extensions: ['tf'],
  manifests: /^\.terraform\.lock\.hcl$/,
  buildFolders: [{ folder: '.terraform' }],
  // its checks read the pre-commit hooks the task files declare
  afterTaskFiles: true,
  detect,
  installFor: () => undefined,
  evidence: {
    launchers: ['terraform', 'tofu', 'tflint'],
    programs: { lint: ['tflint'] },
    subcommands: {
      terraform: { typecheck: ['validate'], lint: ['fmt'], test: ['test'] },
      tofu: { typecheck: ['validate'], lint: ['fmt'], test: ['test'] },
    },
    installs: (program, args) => (program === 'terraform' || program === 'tofu') && args[0] === 'init',
    writers: { terraform: formats, tofu: formats },
  },
};
