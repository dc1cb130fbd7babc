// Builds the web UI once per e2e run (`npx vite build` -> dist/renderer), the bundle
// `dss serve` serves at `/`. Tests therefore always see the renderer's current sources.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { artifactsDir, chromiumPath } from '../../playwright.config.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`no Chromium at ${chromiumPath}: install it (Debian: apt-get install -y chromium) or set DSS_E2E_CHROMIUM`);
  }
  // Failure evidence describes the last run only.
  rmSync(path.join(REPO_ROOT, artifactsDir, 'failures'), { recursive: true, force: true });
  // NODE_ENV is 'test' inside vitest; a build that inherits it bundles React's development
  // build (StrictMode double effects, dev warnings), which is not what users run.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    throw new Error(`npx vite build failed (exit ${build.status ?? build.signal}):\n${build.stdout}${build.stderr}`);
  }
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'renderer', 'index.html'))) {
    throw new Error('npx vite build wrote no dist/renderer/index.html');
  }
}
