// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

/**
 * A relative import that climbs into one of `folders` (a sibling of the importing file's top folder under src/).
 * @param {string} folders alternatives of a regular expression, e.g. 'islands|stores'
 * @param {string} message
 * @param {string} [except] a lookahead after the folder that the import may match
 */
const into = (folders, message, except = '') => ({ regex: `^(\\.\\./)+(${folders})/${except}`, message });
const NO_SERVER = 'The browser side (islands, stores, components) and src/lib never import src/server (docs/architecture.md).';
/** Tests beside client code may start the reference API through its harness. */
const serverOutsideHarness = into('server', NO_SERVER, '(?!testing/)');
const NO_CLIENT = 'src/server never imports islands, stores or components: share code through src/lib or src/domain.';
/** Islands read stores through src/islands/ui/useStore.ts, which tells React of a change after the task (see there). */
const NANOSTORES_REACT = { name: '@nanostores/react', message: 'Use useStore from src/islands/ui/useStore.ts.' };
const NO_UPWARDS = 'src/lib and src/domain are framework-free: they import neither server, islands, stores nor components.';

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Old-syntax CommonJS that any Node version parses (the version check runs before anything else).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', process: 'readonly', console: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Import boundaries (docs/architecture.md, code map): a later block replaces an earlier one's rule for its files.
  {
    files: ['src/islands/**', 'src/stores/**', 'src/components/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NANOSTORES_REACT], patterns: [into('server', NO_SERVER)] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [into('islands|stores|components', NO_CLIENT)] }] },
  },
  {
    files: ['src/lib/**', 'src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [into('server|islands|stores|components', NO_UPWARDS)] }] },
  },
  {
    files: ['src/islands/**/*.test.ts', 'src/stores/**/*.test.ts', 'src/components/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOutsideHarness] }] },
  },
  {
    files: ['src/lib/**/*.test.ts', 'src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverOutsideHarness, into('islands|stores|components', NO_UPWARDS)] }],
    },
  },
);
