/**
 * `npx tsx bench/chunk-sources.ts dist/web/assets/<chunk>.js`: how many bytes of a built chunk
 * each source (or npm package) accounts for, read from the chunk's source map.
 */
import fs from 'node:fs';
import { SourceMapConsumer, type MappingItem } from 'source-map-js';

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/chunk-sources.ts <chunk.js>');
const lines = fs.readFileSync(file, 'utf8').split('\n');
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
const mappings: MappingItem[] = [];
map.eachMapping((mapping) => mappings.push(mapping));
const bytes = new Map<string, number>();
mappings.forEach((mapping, index) => {
  const next = mappings[index + 1];
  const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : lines[mapping.generatedLine - 1]!.length;
  // One line per npm package, one per file of ours.
  const source = (mapping.source ?? '?').replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
  bytes.set(source, (bytes.get(source) ?? 0) + end - mapping.generatedColumn);
});
for (const [source, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${source}`);
}
