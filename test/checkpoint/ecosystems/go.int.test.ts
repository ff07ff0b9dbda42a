import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// The miss judged on real Go repositories: a `.proto` change regenerated, but the module's tests never asked.

const module = {
  'go.mod': 'module example.com/shop\n\ngo 1.22\n',
  'buf.gen.yaml': 'version: v2\nplugins:\n  - remote: buf.build/protocolbuffers/go\n    out: gen\n',
  'proto/shop/v1/order.proto': 'syntax = "proto3";\n',
  'internal/orders/orders.go': 'package orders\n',
};

describe('Go: a schema change is regenerated, then tested', () => {
  ecosystemTable([
    {
      name: 'a .proto change: buf generate, then the module tests',
      files: module,
      change: { 'proto/shop/v1/order.proto': 'syntax = "proto3";\nmessage Order {}\n' },
      expected: ['Regenerate the code from the changed schema: buf generate', 'Run the tests: go test ./...'],
      ran: ['buf generate', 'go test ./...'],
      skips: ['cd internal && go generate ./...'],
    },
  ]);
});
