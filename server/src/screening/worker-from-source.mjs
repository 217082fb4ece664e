// The screening worker's entry when the server runs from its TypeScript sources (Vitest, `tsx`):
// a worker thread does not inherit the loader hooks of the thread that starts it, so this plain
// JavaScript file registers tsx's before importing worker.ts. The built server runs
// dist/server/screening-worker.js instead (engine.ts picks one).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
