import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is a static bundle served by the DSS server itself (same origin as the
// API), so the desktop window and a plain browser load exactly the same files.
export default defineConfig({
  root: 'app/renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
  },
});
