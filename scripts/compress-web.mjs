// Writes .br and .gz next to each text asset of the built web app; the server sends them to
// browsers that accept them (@fastify/static preCompressed), so nothing is compressed per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = 'dist/web';
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = await fs.readFile(file);
  if (content.length < 1024) continue;
  await fs.writeFile(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
}
