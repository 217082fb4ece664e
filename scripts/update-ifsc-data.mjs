// `node scripts/update-ifsc-data.mjs [VERSION]`: copies the IFSC data of Razorpay's `ifsc` npm
// package (MIT; latest when no VERSION) into server/src/ifsc/data/, byte for byte, with its licence
// and the version and integrity it came from (source.json). The server reads these files; the
// package itself is not a dependency, since its Node entry point pulls in the deprecated `request`
// HTTP client that we never call (decision 026). Review the diff, run the IFSC tests, commit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const FILES = ['IFSC.json', 'banknames.json', 'sublet.json', 'custom-sublets.json'];
const target = path.resolve(import.meta.dirname, '..', 'server', 'src', 'ifsc', 'data');
const version = process.argv[2] ?? 'latest';

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'ifsc-data-'));
try {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', `ifsc@${version}`, '--json', '--pack-destination', work], { encoding: 'utf8' }));
  execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', work]);
  const source = path.join(work, 'package');
  const manifest = JSON.parse(await fs.readFile(path.join(source, 'package.json'), 'utf8'));
  if (manifest.license !== 'MIT') throw new Error(`ifsc@${manifest.version} is licensed ${manifest.license}, not MIT: check before shipping it`);
  await fs.mkdir(target, { recursive: true });
  for (const file of FILES) {
    const text = await fs.readFile(path.join(source, 'src', file), 'utf8');
    JSON.parse(text); // refuse a broken file rather than ship it
    await fs.writeFile(path.join(target, file), text);
  }
  await fs.copyFile(path.join(source, 'LICENSE'), path.join(target, 'LICENSE'));
  const about = { package: 'ifsc', version: manifest.version, license: manifest.license, integrity: packed.integrity, files: FILES };
  await fs.writeFile(path.join(target, 'source.json'), `${JSON.stringify(about, null, 2)}\n`);
  console.log(`server/src/ifsc/data: ifsc@${manifest.version} (${packed.integrity})`);
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
