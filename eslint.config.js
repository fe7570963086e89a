import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The folders directly under `dir`, read when the config loads, so a new module or feature is covered without editing this file. */
function foldersIn(dir) {
  return readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const apiModules = foldersIn('apps/api/src/modules');
const webFeatures = foldersIn('apps/web/src/features');
/** A module's public face: the service and types files at the top of its folder. */
const apiModuleFaces = `${root}/apps/api/src/modules/*/*.{service,types}.ts`;

/** Each floor of the API and the floors above it, which it may not import. */
const apiFloors = [
  [
    './lib',
    [
      './db',
      './plugins',
      './modules',
      './services.ts',
      './demo',
      './app.ts',
      './start.ts',
      './server.ts',
    ],
  ],
  [
    './db',
    ['./plugins', './modules', './services.ts', './demo', './app.ts', './start.ts', './server.ts'],
  ],
  ['./plugins', ['./modules', './services.ts', './demo', './app.ts', './start.ts', './server.ts']],
  ['./modules', ['./services.ts', './demo', './app.ts', './start.ts', './server.ts']],
  ['./services.ts', ['./demo', './app.ts', './start.ts', './server.ts']],
  ['./demo', ['./app.ts', './start.ts', './server.ts']],
];
const apiFloorZones = apiFloors.map(([target, from]) => ({
  target,
  from,
  message: `An import only goes down the API's floors (ARCHITECTURE.md): ${target} may not import a floor above it.`,
}));

const typeScriptFiles = [
  'apps/api/**/*.ts',
  'apps/web/**/*.{ts,tsx}',
  'packages/shared/**/*.ts',
  'e2e/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its
    // order; the rule needs the types, so it reads each workspace's tsconfig.
    files: typeScriptFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Import cycles make start-up order matter and hide which layer depends on which.
    files: ['apps/api/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The shared package is imported by the browser and the server alike: zod only.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'packages/shared imports only zod.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cuebrief/api', '**/apps/api/**'],
              message: 'The web app never imports the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The web app's floors: app → features → domain → components, lib, config.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${root}/apps/web/src`,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move the shared piece down to domain/ or components/, or compose both in app/.',
            })),
            {
              target: './domain',
              from: ['./features', './app'],
              message: 'domain/ holds what several features share; it does not import a feature.',
            },
            {
              target: './components',
              from: ['./features', './domain', './app', './lib/api.ts'],
              message:
                'components/ is UI without a domain: no features, no domain pieces, no API calls (pass data and callbacks in).',
            },
            // The recipient's page of a share link is an entry of its own that must stay small
            // (listen.html): none of the signed-in app, only two pure formatters of lib/.
            {
              target: './listen',
              from: ['./app', './features', './domain', './components', './config'],
              message:
                "listen/ is the share page's own entry: it imports none of the signed-in app's code.",
            },
            {
              target: './listen',
              from: './lib',
              except: ['./format-duration.ts', './format-date.ts'],
              message:
                "listen/ is the share page's own entry: of lib/ it uses only the pure formatters.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cuebrief/web', '**/apps/web/**'],
              message: 'The API never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's floors, top to bottom: server.ts, start.ts and app.ts → demo/ → services.ts →
    // modules/ → plugins/ → db/ → lib/ (config.ts beside lib). An import only goes down. Within
    // modules/, a module reaches another only through its service and types files: its rows,
    // what it shows and how it does its work stay its own. One rule holds both, as a file gets one set of zones.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${root}/apps/api/src`,
          zones: [
            ...apiFloorZones,
            ...apiModules.map((module) => ({
              target: `./modules/${module}/**`,
              from: `./modules/!(${module})/**`,
              // With a glob in `from`, the exceptions are globs matched against the imported
              // file's absolute path.
              except: [apiModuleFaces],
              message: `Another module is reached only through its face, its *.service.ts and *.types.ts files (the ${module} module may import any file of its own).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Only repositories (and the db layer itself) talk to Drizzle.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories use Drizzle.' },
          ],
        },
      ],
    },
  },
);
