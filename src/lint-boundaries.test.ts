import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
// The project's own config; the boundary rule needs no type information, so the snippets skip it.
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The boundary errors ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: [file: string, source: string, allowed: boolean][] = [
  ['src/lib/x.ts', '../server/app.ts', false],
  ['src/lib/api/client/x.ts', '../../../islands/ui/useT.ts', false],
  ['src/lib/x.ts', '../stores/session.ts', false],
  ['src/lib/x.ts', '../components/cards/format.ts', false],
  ['src/domain/x.ts', '../server/db/open.ts', false],
  ['src/islands/search/x.tsx', '../../server/http/errors.ts', false],
  ['src/stores/x.ts', '../server/app.ts', false],
  ['src/components/x.ts', '../server/static.ts', false],
  ['src/server/routes/x.ts', '../../islands/search/labels.ts', false],
  ['src/server/x.ts', '../stores/session.ts', false],
  ['src/server/x.ts', '../components/cards/format.ts', false],
  // Tests beside client code may use the server's test harness, and nothing else of the server.
  ['src/stores/x.test.ts', '../server/testing/app.ts', true],
  ['src/stores/x.test.ts', '../server/app.ts', false],
  ['src/lib/api/x.test.ts', '../../server/testing/app.ts', true],
  ['src/lib/api/x.test.ts', '../../islands/ui/useT.ts', false],
  // The allowed directions.
  ['src/islands/search/x.tsx', '../../lib/api/search.ts', true],
  ['src/islands/search/x.tsx', '../../stores/search.ts', true],
  ['src/islands/search/x.tsx', 'react-dom/server', true],
  ['src/server/routes/x.ts', '../../lib/permissions.ts', true],
  ['src/lib/x.ts', './format.ts', true],
];

test.each(cases)('%s importing %s: allowed %s', async (file, source, allowed) => {
  const errors = await boundaryErrors(`import { x } from '${source}';\nexport const y = x;\n`, file);
  if (allowed) expect(errors).toEqual([]);
  else expect(errors).toEqual([expect.stringMatching(/never import|import neither/)]);
});

test('type-only imports and re-exports are held to the same boundaries', async () => {
  expect(await boundaryErrors(`import type { App } from '../server/app.ts';\nexport type A = App;\n`, 'src/lib/x.ts')).toHaveLength(1);
  expect(await boundaryErrors(`export { x } from '../../server/app.ts';\n`, 'src/islands/app/x.ts')).toHaveLength(1);
});
