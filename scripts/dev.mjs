// Development: the API with reload on port 3001 and Vite with hot reload on port 3000, which proxies /api.
import { spawn } from 'node:child_process';

const apiPort = process.env.VEIL_API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@veil/api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@veil/web'], {
    stdio: 'inherit',
    env: { ...process.env, VEIL_API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
