// JavaScript shipped by the production build, per chunk, gzip-compressed: the entry (what every
// route pays), lazy route chunks, and the fake API's chunk (loaded only with VITE_MOCK_API=true).
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages/app/dist');

execSync('npm run build -w @atrium/app', { cwd: root, stdio: 'ignore' });

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = new Set(
  [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]),
);
const rows = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(join(dist, 'assets', file));
    return {
      file,
      kind: entries.has(file) ? 'initial' : 'lazy',
      rawKB: +(bytes.length / 1024).toFixed(1),
      gzipKB: +(gzipSync(bytes).length / 1024).toFixed(1),
    };
  })
  .sort((a, b) => (a.kind === b.kind ? b.gzipKB - a.gzipKB : a.kind === 'initial' ? -1 : 1));

console.table(rows);
const initial = rows.filter((r) => r.kind === 'initial').reduce((sum, r) => sum + r.gzipKB, 0);
console.log(`Initial JS (every route pays this): ${initial.toFixed(1)} KB gzip`);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench/bundle.json'),
  JSON.stringify({ initialGzipKB: +initial.toFixed(1), chunks: rows }, null, 2),
);
