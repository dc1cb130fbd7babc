// Lint enforces the import direction of DESIGN.md:
//   shared <- solver <- server <- cli/main; renderer imports only shared and itself;
//   nothing imports renderer, main, cli or bench; shared and renderer never touch node:*.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'fs', 'fs/promises', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process',
  'worker_threads', 'stream', 'zlib', 'url', 'util', 'events', 'buffer', 'module',
];
const noNode = [
  { regex: '^node:', message: 'This layer is pure: no Node built-ins.' },
  ...nodeBuiltins.map((name) => ({ regex: `^${name.replace('/', '\\/')}$`, message: 'This layer is pure: no Node built-ins.' })),
];
const layer = (names, why) => ({
  regex: `^(\\.\\./)+(app/)?(${names.join('|')})(/|$)`,
  message: why,
});
const neverImported = layer(['renderer', 'main', 'cli', 'bench'], 'Nothing imports renderer, main, cli or bench.');

const features = readdirSync(new URL('./app/renderer/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', '.dss/**', 'bench/results/**', 'trees/**', 'test-results/**', 'e2e/artifacts/**'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['app/shared/**/*.ts'],
    rules: restrict(...noNode, layer(['solver', 'server', 'cli', 'main', 'preload', 'renderer', 'bench'], 'shared imports nothing of ours outside shared.')),
  },
  {
    files: ['app/solver/**/*.ts'],
    rules: restrict(layer(['server', 'cli', 'main', 'preload', 'renderer', 'bench'], 'solver imports only shared.')),
  },
  {
    files: ['app/server/**/*.ts'],
    rules: restrict(layer(['cli', 'main', 'preload', 'renderer', 'bench'], 'server imports only shared and solver.')),
  },
  {
    files: ['app/cli/**/*.ts', 'app/main/**/*.ts'],
    rules: restrict(layer(['renderer', 'bench'], 'cli/main never import the renderer or bench.')),
  },
  {
    files: ['app/preload/**/*.ts'],
    rules: restrict(layer(['solver', 'server', 'cli', 'main', 'renderer', 'bench'], 'preload is a narrow bridge: shared only.')),
  },
  {
    files: ['app/renderer/**/*.ts', 'app/renderer/**/*.tsx'],
    rules: restrict(
      ...noNode,
      layer(['solver', 'server', 'cli', 'main', 'preload', 'bench'], 'The renderer imports only shared and its own code.'),
    ),
  },
  // No imports between features: each feature folder may import shared, lib,
  // components and itself, never a sibling feature (app/ composes them).
  ...features.map((feature) => ({
    files: [`app/renderer/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      ...noNode,
      layer(['solver', 'server', 'cli', 'main', 'preload', 'bench'], 'The renderer imports only shared and its own code.'),
      {
        regex: `^(\\.\\./)+(features/)?(${features.filter((f) => f !== feature).join('|')})(/|$)`,
        message: `No imports between features: ${feature} must not import another feature.`,
      },
    ),
  })),
  {
    files: ['e2e/**/*.ts'],
    rules: restrict(neverImported),
  },
);
