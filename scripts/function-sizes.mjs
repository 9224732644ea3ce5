#!/usr/bin/env node
/**
 * The longest functions and files of the API's production code (tests, test helpers and seed data
 * aside), measured as ESLint's max-lines-per-function and max-lines count them: every line from
 * the first to the last. `node scripts/function-sizes.mjs [count]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/api/src');
const count = Number(process.argv[2] ?? 5);
const production = (file) =>
  file.endsWith('.ts') &&
  !file.endsWith('.test.ts') &&
  !file.includes(`${path.sep}test${path.sep}`) &&
  !file.includes(`${path.sep}db${path.sep}seed${path.sep}`);
const filesOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

const functions = [];
const files = [];
for (const file of filesOf(src).filter(production)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const relative = path.relative(root, file);
  files.push({ name: relative, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (pos) => source.getLineAndCharacterOfPosition(pos).line;
      const start = line(node.getStart(source));
      const name =
        node.name?.getText(source) ??
        (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)');
      functions.push({
        name: `${relative}:${start + 1} ${name}`,
        lines: line(node.end) - start + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
const top = (list) =>
  list
    .sort((a, b) => b.lines - a.lines)
    .slice(0, count)
    .map(({ name, lines }) => `  ${String(lines).padStart(4)}  ${name}`)
    .join('\n');
console.log(`Longest functions (lines):\n${top(functions)}\nLongest files (lines):\n${top(files)}`);
