// What a route's JavaScript is made of: each chunk's bytes attributed to the modules its source
// map names, grouped by npm package or by the project's own folder, and gzipped per group. The
// groups' sizes add up to a little more than the chunks' (small pieces compress less well): read
// them as shares, not as exact savings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

/** `node_modules/@nivo/bar/dist/x.js` → `@nivo/bar`; `../../ui/src/theme/x.ts` → `ui/src/theme`. */
function groupOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return (
    source
      .replace(/^(\.\.\/)+/, '')
      .split('/')
      .slice(0, 3)
      .join('/') || '(bundler)'
  );
}

/** Source text per group, from the generated code between one mapping and the next. */
function collect(dist, file, into) {
  const code = readFileSync(join(dist, file), 'utf8');
  // The texts' chunks (vite.config.ts's locale groups) map to no source: they are the project's.
  if (/(^|\/)locale-[\w-]+\.js$/.test(file)) {
    into.set('(texts)', (into.get('(texts)') ?? '') + code);
    return;
  }
  let map;
  try {
    map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  } catch {
    into.set('(bundler)', (into.get('(bundler)') ?? '') + code);
    return;
  }
  const lines = code.split('\n');
  const mappings = [];
  new SourceMapConsumer(map).eachMapping((m) => mappings.push(m));
  mappings.sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  // Text no mapping covers (a line's start before its first mapping, unmapped lines) goes to
  // `(bundler)`, with the unmapped spans: the glue between chunks, and pieces of template strings
  // (styled CSS). Without it the groups would miss a part of the bytes.
  const add = (group, text) => into.set(group, (into.get(group) ?? '') + text);
  let covered = 0;
  for (const m of mappings) {
    for (; covered < m.generatedLine - 1; covered += 1) add('(bundler)', lines[covered] ?? '');
    if (covered === m.generatedLine - 1) {
      add('(bundler)', (lines[covered] ?? '').slice(0, m.generatedColumn));
      covered += 1;
    }
  }
  for (; covered < lines.length; covered += 1) add('(bundler)', lines[covered] ?? '');
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next?.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const group = groupOf(m.source ?? '');
    into.set(group, (into.get(group) ?? '') + line.slice(m.generatedColumn, end));
  });
}

/** The project's own code (and texts): a group under a `src` folder. */
const isOwn = (module) => /(^|\/)src(\/|$)/.test(module);
const kindOf = (module) =>
  module === '(bundler)' ? 'bundler' : isOwn(module) || module === '(texts)' ? 'own' : 'library';
const gzipKB = (text) => +(gzipSync(text, { level: 9 }).length / 1024).toFixed(1);

/**
 * Rows `{ module, kind, gzipKB }` for the chunks `files` of the build in `dist`, largest first,
 * and the floors: each side's code alone gzipped as one piece, the least it could cost whatever
 * the chunking (`librariesFloorKB` is what the required libraries cost with no own code at all).
 */
export function moduleTable(dist, files, { top = 25 } = {}) {
  const groups = new Map();
  for (const file of files) collect(dist, file, groups);
  const rows = [...groups]
    .map(([module, text]) => ({
      module,
      kind: kindOf(module),
      gzipKB: +(gzipSync(text).length / 1024).toFixed(1),
    }))
    .sort((a, b) => b.gzipKB - a.gzipKB);
  const own = rows.filter((r) => r.kind === 'own');
  const total = (list) => +list.reduce((sum, r) => sum + r.gzipKB, 0).toFixed(1);
  const textOf = (kind) =>
    [...groups].filter(([module]) => kindOf(module) === kind).map(([, t]) => t);
  return {
    rows: rows.slice(0, top),
    ownKB: total(own),
    librariesKB: total(rows.filter((r) => r.kind === 'library')),
    bundlerKB: total(rows.filter((r) => r.kind === 'bundler')),
    librariesFloorKB: gzipKB(textOf('library').join('')),
    ownFloorKB: gzipKB(textOf('own').join('')),
  };
}
