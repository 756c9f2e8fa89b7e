import { spawn } from 'node:child_process';

// npm run dev: the API server (restarted on change) and Vite's dev server (hot reload), with
// Vite proxying /api and /uploads to the API. Ctrl-C stops both.
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${process.env.PORT ?? '3000'}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
