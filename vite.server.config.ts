import { defineConfig } from 'vite';

/**
 * The server compiled to JavaScript (`npm run build` → build/server/main.js, and
 * build/server/mail-worker.js, the mail worker's module), so that `npm start` runs plain `node`
 * with nothing compiled at run time. Our own modules (server/, domain/) are bundled; packages
 * stay in node_modules, loaded by Node as they are (native ones — argon2, sharp, PGlite's
 * WebAssembly — cannot be bundled anyway). The pages' renderer is the
 * other bundle (build/ssr, vite.config.ts); the server loads it at start.
 */
export default defineConfig({
  publicDir: false,
  // No .env files: the server reads its settings from the environment itself (config/env.ts).
  envDir: false,
  build: {
    // The server, and the mail worker's module, which piscina loads in a thread of its own
    // (server/messages/mail-transport.ts).
    ssr: true,
    outDir: 'build/server',
    emptyOutDir: true,
    target: 'node20',
    // Stack traces in logs point at the source.
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      input: { main: 'server/main.ts', 'mail-worker': 'server/messages/mail-worker.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
  ssr: { target: 'node' },
});
