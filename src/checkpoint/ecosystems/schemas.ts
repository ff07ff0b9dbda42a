import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Schemas that generators read, whatever language the generated code is in: Protocol Buffers (buf,
// protoc), OpenAPI and Swagger documents, GraphQL schemas, sqlc's queries. A change to one, where the
// project declares a generator, regenerates and tests the code it feeds.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (context.names.includes('buf.gen.yaml')) profile.checks.generate ??= 'buf generate';
}

export const schemas: EcosystemModule = {
  name: 'schemas',
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
