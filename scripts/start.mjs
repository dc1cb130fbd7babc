// `npm start`: open the desktop app on the bundled trees. Builds the UI, then launches
// Electron. Electron's binary is not installed by `npm ci` (its install script is denied
// so installs stay offline-safe); it is fetched here on first start where the machine
// can. Where it cannot (no network, no display), DSS Desk runs headless with the same
// web UI in the browser: `dss serve` prints the address to open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const headless = process.argv.includes('--headless') || process.env.DSS_HEADLESS === '1';
const passThrough = process.argv.slice(2).filter((a) => a !== '--headless');

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return result.status === 0;
}

function electronBinary() {
  const electronDir = path.join(root, 'node_modules', 'electron');
  if (!existsSync(path.join(electronDir, 'path.txt'))) {
    console.error('Fetching the Electron binary (first start)...');
    if (!run(process.execPath, [path.join(electronDir, 'install.js')], { timeout: 120_000 })) return null;
  }
  try {
    // The electron package's main export is the path of its binary.
    return createRequire(import.meta.url)('electron');
  } catch {
    return null;
  }
}

if (!run('npx', ['vite', 'build', '--logLevel', 'warn'])) process.exit(1);

const hasDisplay = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const electron = !headless && hasDisplay ? electronBinary() : null;

const buildDesktop = () =>
  run('npx', ['vite', 'build', '--config', 'vite.main.config.ts', '--logLevel', 'warn']) &&
  run('npx', ['vite', 'build', '--config', 'vite.main.config.ts', '--mode', 'preload', '--logLevel', 'warn']);

if (electron && buildDesktop()) {
  const child = spawn(electron, [path.join(root, 'dist', 'main', 'index.cjs'), ...passThrough], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  if (!headless) {
    console.error('Electron cannot start on this machine (no binary or no display): running the headless server with the web UI.');
  }
  const child = spawn(process.execPath, [path.join(root, 'bin', 'dss.mjs'), 'serve', ...passThrough], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
