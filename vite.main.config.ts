import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// Builds the Electron side (main process, server utility process, preload) into
// CommonJS bundles under dist/. Sandboxed preloads must be CommonJS; native and
// Electron modules stay external (better-sqlite3 is unpacked from the asar).
const external = ['electron', 'better-sqlite3', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

// Two passes: `--mode preload` builds the preload alone, because a sandboxed preload
// can only require('electron') and must not share chunks with main.
export default defineConfig(({ mode }) => ({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    ssr: true,
    target: 'node20',
    rollupOptions: {
      external,
      input: (mode === 'preload'
        ? { 'preload/index': 'app/preload/index.ts' }
        : { 'main/index': 'app/main/index.ts' }) as Record<string, string>,
      output: { format: 'cjs', entryFileNames: '[name].cjs', ...(mode === 'preload' ? { codeSplitting: false } : {}) },
    },
  },
}));
