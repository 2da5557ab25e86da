// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersOf = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersOf('./src/web/features');
const serverFeatures = foldersOf('./src/server/features');

/**
 * One-way imports (docs/ARCHITECTURE.md): shared ← server, shared ← web; in web,
 * lib ← components ← features ← app; features stay apart.
 */
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'shared imports neither side.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports browser code.' },
  { target: './src/web', from: './src/server', message: 'The browser never imports server code.' },
  {
    target: ['./src/web/lib', './src/web/components'],
    from: ['./src/web/features', './src/web/app'],
    message: 'lib and components sit below features and app.',
  },
  {
    target: './src/web/lib',
    from: './src/web/components',
    message: 'lib sits below components: move what lib needs from a component into lib.',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features do not import the app shell.',
  },
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to lib or components.',
  })),
];

/**
 * The server's layers (docs/ARCHITECTURE.md): db and lib ← plugins ← features ← app; a feature
 * reaches another only through that feature's public.ts. Tests may cross them to set things up.
 */
const serverBoundaries = [
  {
    target: './src/server/lib',
    from: ['./src/server/plugins', './src/server/features', './src/server/backup'],
    message: 'lib sits below plugins and features: move what both need into lib.',
  },
  {
    target: './src/server/plugins',
    from: ['./src/server/features', './src/server/backup'],
    message: 'Plugins sit below features: move what the plugin needs into the plugin or lib.',
  },
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [
      `./${feature}`,
      ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/public.ts`),
    ],
    message: "Features import each other only through the other feature's public.ts.",
  })),
];

const QUERY_KEY_MESSAGE =
  'Query keys come from queryKeys in src/web/lib/query-keys.ts, not an array written here.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverBoundaries] }],
    },
  },
  {
    // One key factory per resource (docs/ARCHITECTURE.md, "Queries and mutations"): a key typed
    // out by hand drifts from the one its mutations invalidate.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/query-keys.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ArrayExpression > Literal:first-child[value=/^\\/api\\//]',
          message: QUERY_KEY_MESSAGE,
        },
        {
          selector:
            'ArrayExpression > TemplateLiteral:first-child > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message: QUERY_KEY_MESSAGE,
        },
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: QUERY_KEY_MESSAGE },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
