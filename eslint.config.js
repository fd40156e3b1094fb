import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Web features meet only through each other's public entry, `@/features/<f>` (its index.ts): a feature's other
// modules are its own business. Inside a feature its own modules are imported by relative path, never through its
// entry (which would make import cycles). Tests may also take another feature's test fakes (`@/features/<f>/test/…`).
// lib/ sits below the features and imports none of them.
const WEB = 'apps/web/src';
const WEB_TESTS = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/test/**`];
const features = fs
  .readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The imports a file of `feature` (null: of the app shell) may not make; `tests` lets it reach test fakes. */
function featureBoundaries(feature, { tests }) {
  const others = features.filter((other) => other !== feature);
  const internals = tests ? '(?!test(?:/|$))' : '';
  return [
    ...others.map((other) => ({
      regex: `^(?:@/features/|(?:\\.\\./)+(?:features/)?)${escapeRegex(other)}/${internals}`,
      message: `Import what the '${other}' feature shares from its public entry, '@/features/${other}'.`,
    })),
    ...(feature
      ? [
          {
            regex: `^@/features/${escapeRegex(feature)}(?:/|$)`,
            message: `Inside the '${feature}' feature, import its own modules by relative path.`,
          },
        ]
      : []),
  ];
}

const boundaryRules = (patterns) => ({ rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...features.flatMap((feature) => [
    { files: [`${WEB}/features/${feature}/**/*.{ts,tsx}`], ...boundaryRules(featureBoundaries(feature, { tests: false })) },
    {
      files: WEB_TESTS.map((glob) => glob.replace(`${WEB}/`, `${WEB}/features/${feature}/`)),
      ...boundaryRules(featureBoundaries(feature, { tests: true })),
    },
  ]),
  // The app shell's route table loads pages with import(), which this rule does not look at; its static imports
  // take a feature's public entry.
  { files: [`${WEB}/app/**/*.{ts,tsx}`], ...boundaryRules(featureBoundaries(null, { tests: false })) },
  { files: [`${WEB}/app/**/*.test.{ts,tsx}`], ...boundaryRules(featureBoundaries(null, { tests: true })) },
  {
    files: [`${WEB}/lib/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    ...boundaryRules([
      {
        regex: '^(?:@/|(?:\\.\\./)+)features(?:/|$)',
        message: 'lib/ sits below the features and imports none of them: move what both need into lib/, or pass it in.',
      },
    ]),
  },
);
