import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from './all-texts';

/**
 * A text read when its module loads (a table of labels, a schema's message) stays in the language of
 * that moment: the server would answer every request in English, the web app could not switch. So
 * every catalogue text is read inside a function — when shown or reported. This reads the sources
 * with TypeScript and lists any read outside every function.
 */
const sections = new Set(Object.values(ALL_TEXTS['en-CA']).flatMap((module) => Object.keys(module ?? {})));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'texts' && dir === 'domain' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function readsAtLoad(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imported = new Set<string>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) if (sections.has((element.propertyName ?? element.name).text)) imported.add(element.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (!inFunction && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && imported.has(node.expression.text)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`);
    }
    ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
  };
  if (imported.size > 0) visit(source, false);
  return found;
}

describe('catalogue texts', () => {
  it('are read when shown, never when a module loads (server, web, domain)', () => {
    expect(sections.size).toBeGreaterThan(20);
    expect(['server/src', 'web/src', 'domain'].flatMap(sources).flatMap(readsAtLoad)).toEqual([]);
  });
});
