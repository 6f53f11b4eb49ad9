import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_ENV_VARS } from '../lib/env/storefront-env';
import { API_ENV_VARS } from './config';
import { PROJECT_ROOT } from './project-root';

/** The documentation of the settings cannot drift from what the two configuration modules read. */
const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const configured = [...new Set([...API_ENV_VARS, ...STOREFRONT_ENV_VARS])].sort();

describe('configuration documentation', () => {
  it("README's configuration table lists exactly the variables the API and the storefront read", () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('| variable | default | meaning |'),
      readme.indexOf('`.env.example` lists them.'),
    );
    const documented = [...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(configured);
  });

  it('.env.example names every one of them', () => {
    const example = read('.env.example');
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z_]+)=/gm)].map((m) => m[1]));
    expect(configured.filter((v) => !named.has(v))).toEqual([]);
  });
});
