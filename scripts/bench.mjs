// `npm run bench`: every benchmark of the project, one after the other, each printing its own
// table and writing JSON under .bench/. Speed is measured here, never asserted in tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const benches = [];
for (const pkg of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', pkg, 'bench');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts') || f.endsWith('.bench.mjs'))
    .sort()) {
    benches.push(join(dir, file));
  }
}
// The route benchmark builds the app first; the package benches after it reuse that build.
benches.unshift(join(root, 'scripts', 'bench-routes.mjs'));

for (const file of benches) {
  console.log(`\n### ${file.slice(root.length)}`);
  const [cmd, args] = file.endsWith('.ts') ? ['npx', ['tsx', file]] : ['node', [file]];
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
}
