// Types of server-bundle.mjs for the TypeScript that imports it (server/test/screening-bundle.test.ts).
import type { BuildOptions } from 'esbuild';

export declare const serverBundleOptions: BuildOptions;
export declare const screeningWorkerEntry: Record<string, string>;
