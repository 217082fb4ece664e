// Types of server-bundle.mjs for the TypeScript that imports it (server/test/).
import type { BuildOptions } from 'esbuild';

export declare const serverBundleOptions: BuildOptions;
export declare const screeningWorkerEntry: Record<string, string>;
export declare const serverEntryPoints: Record<string, string>;
