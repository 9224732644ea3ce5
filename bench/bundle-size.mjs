/**
 * Initial JavaScript of the home page, gzip level 9, against its budget in bench/budgets.json.
 *
 *   node bench/bundle-size.mjs        (needs apps/web/dist: npm run build)
 *
 * Counts the entry script of apps/web/dist/index.html, its modulepreload links, and the lazy chunk
 * of src/features/home/home-page.tsx with its static imports (transitively). The chunk graph comes
 * from apps/web/dist/.vite/manifest.json when the build writes one (build.manifest: true); without
 * it, static imports are read from the built files themselves and the home chunk is found by its
 * file name (home-page-*.js), which is noted in the output. KB = 1024 bytes.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from './budgets.mjs';
import { WEB_DIST, printTable, round, verdict, writeResults } from './lib.mjs';

const BUDGET_KB = BUDGETS.homeJavaScript.maxGzipKb;
const HOME_SRC = 'src/features/home/home-page.tsx';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => round(bytes / 1024, 1);

/** Static imports of a built ES module (`import ... from "x"`, `import "x"`, `export ... from "x"`), not `import("x")`. */
function staticImports(file, distDir) {
  const code = readFileSync(file, 'utf8');
  const found = new Set();
  const re =
    /(?:^|[;\s}])(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) {
    if (m[1].startsWith('.') || m[1].startsWith('/')) {
      found.add(
        m[1].startsWith('/') ? path.join(distDir, m[1]) : path.resolve(path.dirname(file), m[1]),
      );
    }
  }
  return [...found];
}

function closureByParsing(files, distDir) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !existsSync(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f, distDir));
  }
  return seen;
}

export function measureBundle({ distDir = WEB_DIST, quiet = false } = {}) {
  const log = quiet ? () => {} : console.log;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build`);
  const html = readFileSync(indexFile, 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`))?.[1];
  const toFile = (href) => path.join(distDir, href.replace(/^\//, '').split(/[?#]/)[0]);

  const entryScripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => /type\s*=\s*["']module["']/.test(t) && attr(t, 'src'))
    .map((t) => toFile(attr(t, 'src')));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const preloads = links
    .filter((t) => /rel\s*=\s*["']modulepreload["']/.test(t))
    .map((t) => toFile(attr(t, 'href')));
  const stylesheets = links
    .filter(
      (t) => /rel\s*=\s*["']stylesheet["']/.test(t) && !/^https?:/.test(attr(t, 'href') ?? ''),
    )
    .map((t) => toFile(attr(t, 'href')));

  const js = new Map(); // file -> why it is counted
  const add = (file, why) => js.has(file) || js.set(file, why);
  for (const f of entryScripts) add(f, 'entry');
  for (const f of preloads) add(f, 'modulepreload');
  const css = new Set(stylesheets);

  const manifestFile = path.join(distDir, '.vite/manifest.json');
  let method;
  const notes = [];
  if (existsSync(manifestFile)) {
    method = 'manifest';
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const visit = (key, why, seen = new Set()) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      add(path.join(distDir, chunk.file), why);
      for (const c of chunk.css ?? []) css.add(path.join(distDir, c));
      for (const imp of chunk.imports ?? []) visit(imp, `${why} import`, seen);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, 'entry');
    const homeKey = Object.keys(manifest).find((k) => k === HOME_SRC || k.endsWith(HOME_SRC));
    if (homeKey) visit(homeKey, 'home chunk');
    else notes.push(`${HOME_SRC} is not in the manifest: the home page chunk is not counted`);
  } else {
    method = 'parsed imports (no manifest)';
    notes.push(
      'no apps/web/dist/.vite/manifest.json (vite build.manifest is off): entry + modulepreloads, static imports read from the built files',
    );
    for (const f of closureByParsing([...js.keys()], distDir)) add(f, 'entry import');
    const assets = path.join(distDir, 'assets');
    const homeChunks = existsSync(assets)
      ? readdirSync(assets).filter((f) => /^home-page[-.].*\.m?js$/.test(f))
      : [];
    if (homeChunks.length === 1) {
      const home = path.join(assets, homeChunks[0]);
      notes.push(`home chunk found by file name: assets/${homeChunks[0]}`);
      add(home, 'home chunk');
      for (const f of closureByParsing([home], distDir)) add(f, 'home chunk import');
      // CSS split out of the home chunk is named after it
      for (const f of readdirSync(assets).filter((n) => /^home-page[-.].*\.css$/.test(n)))
        css.add(path.join(assets, f));
    } else {
      notes.push(
        `home chunk not identified (${homeChunks.length} files named home-page-*.js): counted entry + preloads only`,
      );
    }
  }

  const files = [...js]
    .filter(([f]) => existsSync(f))
    .map(([file, why]) => ({
      file: path.relative(distDir, file),
      why,
      bytes: readFileSync(file).length,
      gzipBytes: gzipBytes(file),
    }));
  const cssFiles = [...css]
    .filter((f) => existsSync(f))
    .map((file) => ({
      file: path.relative(distDir, file),
      bytes: readFileSync(file).length,
      gzipBytes: gzipBytes(file),
    }));
  const totalGzip = files.reduce((a, f) => a + f.gzipBytes, 0);
  const totalRaw = files.reduce((a, f) => a + f.bytes, 0);
  const cssGzip = cssFiles.reduce((a, f) => a + f.gzipBytes, 0);

  log(`Initial JavaScript for the home page (method: ${method}):\n`);
  if (!quiet) {
    printTable(
      ['file', 'counted as', 'raw KB', 'gzip KB'],
      [
        ...files.map((f) => [f.file, f.why, kb(f.bytes), kb(f.gzipBytes)]),
        ['total JS', '', kb(totalRaw), kb(totalGzip)],
      ],
    );
    log('');
    printTable(
      ['CSS file', 'raw KB', 'gzip KB'],
      [
        ...cssFiles.map((f) => [f.file, kb(f.bytes), kb(f.gzipBytes)]),
        ['total CSS', kb(cssFiles.reduce((a, f) => a + f.bytes, 0)), kb(cssGzip)],
      ],
    );
  }
  for (const n of notes) log(`  note: ${n}`);
  const pass = totalGzip <= BUDGET_KB * 1024;
  log(
    `\n${verdict(pass)}  initial JavaScript for the home page: ${kb(totalGzip)} KB gzip (budget ${BUDGET_KB} KB); CSS ${kb(cssGzip)} KB gzip`,
  );
  return {
    method,
    notes,
    budgetKb: BUDGET_KB,
    jsGzipKb: kb(totalGzip),
    jsRawKb: kb(totalRaw),
    cssGzipKb: kb(cssGzip),
    pass,
    files,
    cssFiles,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const result = measureBundle();
    const file = writeResults('bundle', result);
    console.log(`Results written to ${path.relative(process.cwd(), file)}`);
  } catch (err) {
    console.error(err.message);
    process.exitCode = 1;
  }
}
