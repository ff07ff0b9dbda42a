import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a Terraform module repository whose pre-commit hooks (run by its CI) validate, format and
// document the module and its examples, and a plain module with `terraform test` files and no hooks.

const hooks = [
  'repos:',
  '  - repo: https://github.com/antonbabenko/pre-commit-terraform',
  '    rev: v1.108.1',
  '    hooks:',
  '      - id: terraform_fmt',
  '      - id: terraform_docs',
  '      - id: terraform_tflint',
  '      - id: terraform_validate',
  '  - repo: https://github.com/pre-commit/pre-commit-hooks',
  '    rev: v6.0.0',
  '    hooks:',
  '      - id: end-of-file-fixer',
  '',
].join('\n');

const withHooks = {
  '.pre-commit-config.yaml': hooks,
  'main.tf': 'resource "aws_s3_bucket" "this" {}\n',
  'variables.tf': '',
  'versions.tf': 'terraform {\n  required_version = ">= 1.5.7"\n}\n',
  'examples/complete/main.tf': 'module "s3_bucket" {\n  source = "../../"\n}\n',
  '.github/workflows/pre-commit.yml': 'on: [pull_request]\njobs:\n  pre-commit:\n    steps:\n      - run: pre-commit run --all-files\n',
};

const plain = {
  'main.tf': 'variable "name" {}\n',
  'tests/name.tftest.hcl': 'run "name" {}\n',
};

describe('Terraform', () => {
  ecosystemTable([
    {
      name: 'the pre-commit hooks that validate Terraform are the check',
      files: withHooks,
      change: { 'main.tf': 'resource "aws_s3_bucket" "this" {\n  bucket = "x"\n}\n' },
      expected: ['Type-check: pre-commit run -a'],
      ran: ['pre-commit run -a'],
      skips: ['terraform plan', 'pre-commit run end-of-file-fixer --files main.tf'],
    },
    {
      name: 'an example module: the same hooks, run by their id',
      files: withHooks,
      change: { 'examples/complete/main.tf': 'module "s3_bucket" {\n  source = "../../"\n  bucket = "y"\n}\n' },
      expected: ['Type-check: pre-commit run -a'],
      ran: ['pre-commit run terraform_validate --all-files'],
    },
    {
      name: 'a module without hooks: validate after a backend-less init, and its tests',
      files: plain,
      change: { 'main.tf': 'variable "name" {\n  type = string\n}\n' },
      expected: [
        'Run the tests: terraform test',
        'Lint: terraform fmt -check -recursive',
        'Type-check: terraform init -backend=false && terraform validate',
      ],
      ran: ['terraform init -backend=false', 'terraform validate', 'terraform test'],
      skips: ['terraform plan'],
    },
  ]);
});
