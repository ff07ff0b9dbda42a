import type { DetectContext, DirectoryProfile, EcosystemModule, ProjectFiles } from './_module.js';

// Schemas that generators read, whatever language the generated code is in: Protocol Buffers (buf,
// protoc), OpenAPI and Swagger documents, GraphQL schemas, sqlc's queries. A change to one, where the
// project declares a generator, regenerates and tests the code it feeds.

/** buf's run of the generators its config names: a task runner's target that runs it is how the project runs it. */
export const BUF_GENERATE = 'buf generate';

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (context.names.includes('buf.gen.yaml')) profile.checks.generate ??= BUF_GENERATE;
}

/** A .proto file's generator where buf's config sits in a folder above it, not at its package's top (`cd proto && buf generate`). */
function bufGenerates(file: string, project: ProjectFiles) {
  if (!file.endsWith('.proto')) return undefined;
  for (let dir = file; dir.includes('/'); ) {
    dir = dir.slice(0, dir.lastIndexOf('/'));
    if (project.list(dir).includes('buf.gen.yaml'))
      return { command: `cd ${dir} && ${BUF_GENERATE}`, text: 'Regenerate the code from the changed schema' };
  }
  return undefined;
}

export const schemas: EcosystemModule = {
  name: 'schemas',
  generates: bufGenerates,
  extensions: [],
  schemaFiles:
    /(^|\/)[^/]+\.(proto|graphqls?)$|(^|\/)(openapi|swagger)[^/]*\.(ya?ml|json)$|(^|\/)sqlc\/([^/]+\/)*[^/]+\.sql$|(^|\/)queries\/[^/]+\.sql$/,
  detect,
  evidence: {
    programs: { generate: ['protoc'] },
    subcommands: { buf: { lint: ['lint', 'breaking'], generate: ['generate'] }, sqlc: { generate: ['generate'] } },
    names: { generate: 'proto|protos|protobuf' },
  },
};
