import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19's "no English left behind", at the source: a word written into a screen's markup (JSX
 * text, or a label, title, placeholder or alt written as a literal) would show in English on a
 * French or Hindi screen. Every such text comes from the catalogues; the e2e check of rendered
 * screens (e2e/support/no-english.ts) then only has to catch what is read from elsewhere.
 */
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'description', 'heading']);
/** Not words of a language: currency codes, shown as they are in every language ("1 CAD ≥"). */
const CURRENCY_CODES = /\b(CAD|INR)\b/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.tsx') ? [file] : [];
  });
}

function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (/\p{L}{2,}/u.test(trimmed.replace(CURRENCY_CODES, ''))) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(trimmed)}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) report(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the web app’s screens', () => {
  it('write no words into their markup: every text comes from the catalogues', () => {
    const files = sources('web/src');
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(hardCodedTexts)).toEqual([]);
  });
});
