import type * as Yaml from 'js-yaml';

// YAML (task files, pubspecs, CI workflows) is read by project detection only: js-yaml is required on
// first use, a synchronous require inside the one bundle.
let yaml: typeof Yaml | undefined;

/**
 * The value of a YAML text (core schema: no custom tags), or undefined when it does not parse. A key given twice
 * takes its last value, as most readers do (`<<: *defaults` then `<<: *steps` in a CircleCI job).
 */
export function parseYamlSafe(text: string): unknown {
  try {
    yaml ??= require('js-yaml') as typeof Yaml;
    return yaml.load(text, { schema: yaml.CORE_SCHEMA, json: true });
  } catch {
    return undefined;
  }
}
