import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The feature-boundary rules of .dependency-cruiser.cjs (docs/architecture.md § Feature
 * boundaries), run by dependency-cruiser on a small tree of fixture files: a feature importing
 * another feature's internals is an error; its own files, shared folders, another feature's public
 * files and a composition root's imports are not. `npm run lint` runs the same rules on the repo.
 */

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

const fixture: Record<string, string> = {
  // Server: quotes reaches into transfers' internals (to-response) and, legitimately, into its own
  // folder, a shared folder (db/) and rates' public mid-fields.
  'server/src/quotes/quote-row.ts': [
    "import './find-own-quote';",
    "import '../db/client';",
    "import '../rates/mid-fields';",
    "import type { TransferRow } from '../transfers/to-response';",
    'export type Row = TransferRow;',
  ].join('\n'),
  'server/src/quotes/find-own-quote.ts': 'export {};',
  'server/src/db/client.ts': 'export {};',
  'server/src/rates/mid-fields.ts': 'export {};',
  'server/src/transfers/to-response.ts': 'export type TransferRow = { id: number };',
  // A composition root may import any feature file.
  'server/src/cli/manage.ts': "import '../transfers/to-response';",
  // Web: rates' screen reaches into send's internals (AmountStep); send's EtransferInstructions is public.
  'web/src/rates/RateHistory.tsx': [
    "import '../send/AmountStep';",
    "import '../send/EtransferInstructions';",
    "import '../components/back-link';",
  ].join('\n'),
  'web/src/send/AmountStep.tsx': 'export {};',
  'web/src/send/EtransferInstructions.tsx': 'export {};',
  'web/src/components/back-link.tsx': 'export {};',
};

let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'feature-boundaries-'));
  for (const [file, text] of Object.entries(fixture)) {
    await fs.mkdir(path.join(root, path.dirname(file)), { recursive: true });
    await fs.writeFile(path.join(root, file), `${text}\n`);
  }
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('feature boundaries (.dependency-cruiser.cjs)', () => {
  it('refuses exactly the imports of another feature’s internals, with a message saying what to do', async () => {
    const result = await cruise(
      ['server', 'web'],
      { baseDir: root, tsPreCompilationDeps: true, ruleSet: { forbidden: config.forbidden }, validate: true },
      { extensions: ['.ts', '.tsx'] },
    );
    if (typeof result.output === 'string') throw new Error('expected a cruise result');
    const violations = result.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
    expect(violations.sort()).toEqual([
      'server-feature-boundaries: server/src/quotes/quote-row.ts → server/src/transfers/to-response.ts',
      'web-feature-boundaries: web/src/rates/RateHistory.tsx → web/src/send/AmountStep.tsx',
    ]);
    const rule = config.forbidden.find((candidate) => candidate.name === 'server-feature-boundaries');
    expect(rule?.comment).toContain('public');
    expect(rule?.comment).toContain('docs/architecture.md');
  });
});
