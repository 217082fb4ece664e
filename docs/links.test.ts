import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Every Markdown file the repository holds (git ls-files): each relative link resolves to a file
 * or folder of the repository, and each #anchor to a heading of its target (GitHub's slugs); and no
 * text anywhere cites a specification file the repository does not hold (a clone has only these docs).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(ROOT, file)));
const markdown = tracked.filter((file) => file.endsWith('.md'));

/** GitHub's heading anchor: lower case, punctuation dropped (not hyphens), each space a hyphen. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let found = anchorsOf.get(file);
  if (found) return found;
  found = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorsOf.set(file, found);
  return found;
}

/** [text](target) outside code spans and fences; images too. */
function links(file: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  let fenced = false;
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      const text = line.replace(/`[^`]*`/g, '');
      for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) found.push({ target: match[1]!, line: index + 1 });
    });
  return found;
}

describe('the documentation', () => {
  it('has Markdown files to check', () => {
    expect(markdown).toContain('README.md');
  });

  it('links only to files, folders and headings the repository holds', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      for (const { target, line } of links(file)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [pathPart = '', anchor] = target.split('#');
        const resolved = pathPart === '' ? file : path.normalize(path.join(path.dirname(file), decodeURIComponent(pathPart)));
        const absolute = path.join(ROOT, resolved);
        if (!existsSync(absolute)) {
          broken.push(`${file}:${line}: ${target} (no ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && statSync(absolute).isFile() && !anchors(resolved).has(anchor.toLowerCase())) {
          broken.push(`${file}:${line}: ${target} (no heading #${anchor} in ${resolved})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites no specification file the repository does not hold', () => {
    const absent = ['SPEC.md', 'DESIGN.md'].filter((name) => !tracked.some((file) => path.basename(file) === name));
    const citing: string[] = [];
    for (const file of tracked.filter((name) => /\.(md|ts|tsx|json|ya?ml|sh|css|html)$/.test(name) && name !== 'docs/links.test.ts')) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const name of absent) if (text.includes(name)) citing.push(`${file} cites ${name}`);
    }
    expect(citing).toEqual([]);
  });
});
