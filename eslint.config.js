import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Web (bulletproof-react): shared code <- features <- app, and no feature reaches into another;
// what two features need moves down to components/, lib/, stores/ or packages/shared.
const web = 'apps/web/src';
const webZones = [
  ...foldersIn(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to components/, lib/ or stores/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import the app layer.',
  },
  ...['components', 'lib', 'stores', 'hooks', 'test']
    .filter((dir) => foldersIn(web).includes(dir))
    .map((dir) => ({
      target: `${web}/${dir}`,
      from: [`${web}/features`, `${web}/app`],
      message: 'Shared code imports neither features nor the app layer.',
    })),
];

// API: a module is used from outside only through its public modules/<x>/index.ts; its own files
// (tests included) may use its internals. The layers below modules never import a module.
const api = 'apps/api/src';

// Which module may use which: apps/api/module-graph.json, drawn in the README. Checked here to be a
// graph without cycles that names every module, and enforced below for every import, type-only
// imports included (import-x/no-cycle skips those).
const moduleGraph = JSON.parse(readFileSync(`${root}/apps/api/module-graph.json`, 'utf8'));
const apiModules = foldersIn(`${api}/modules`);
for (const module of apiModules)
  if (!moduleGraph[module]) throw new Error(`apps/api/module-graph.json: add modules/${module}`);
const visit = (module, path) => {
  if (path.includes(module)) throw new Error(`Module cycle: ${[...path, module].join(' -> ')}`);
  for (const next of moduleGraph[module] ?? []) visit(next, [...path, module]);
};
for (const module of apiModules) visit(module, []);

const apiZones = [
  ...apiModules.map((module) => ({
    target: `${api}/modules/${module}`,
    from: apiModules
      .filter((other) => other !== module && !moduleGraph[module].includes(other))
      .map((other) => `${api}/modules/${other}`),
    message: `modules/${module} may use only ${moduleGraph[module].join(', ') || 'no other module'} (apps/api/module-graph.json).`,
  })),
  ...foldersIn(`${api}/modules`).map((module) => ({
    target: [`${api}/*.ts`, `${api}/!(modules)/**`, `${api}/modules/!(${module})/**`],
    from: `${api}/modules/${module}`,
    except: ['./index.ts'],
    message: `Import modules/${module} through its index.ts.`,
  })),
  {
    target: ['plugins', 'lib', 'integrations', 'db'].map((dir) => `${api}/${dir}`),
    from: `${api}/modules`,
    message: 'plugins, lib, integrations and db sit below the modules: move what they need down.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      'bench/.web/**',
      'bench/.data*/**',
      '**/node_modules/**',
      'data/**',
      '.tsbuild/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx when following imports (no-cycle walks the files), resolve as tsc does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // maxDepth keeps the walk cheap; the cycles we could make are all short (service <-> service).
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }] },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    files: [`${api}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones }] },
  },
  {
    // Factories of one job each (issue 23): split by what each part owns, as payments/ is.
    files: [`${api}/**/*.ts`],
    ignores: [`${api}/**/*.test.ts`, `${api}/test/**`, `${api}/db/seed/**`],
    rules: {
      'max-lines-per-function': ['error', { max: 120 }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: [
      'apps/api/**/*.ts',
      'bench/**/*.mjs',
      'e2e/**/*.ts',
      'scripts/**/*.mjs',
      '.ci/**/*.mjs',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
);
