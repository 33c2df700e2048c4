// What a route downloads before its largest element, from a Lighthouse report: the floor that
// bytes alone put under its LCP at Lighthouse's simulated mobile throughput, before any of the
// JavaScript runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { moduleTable } from './modules.mjs';

/** The LCP element's image URL, when the largest element is an image. */
function lcpImage(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = tables[0]?.items?.[0]?.node?.snippet ?? '';
  return /src="([^"]+)"/.exec(snippet)?.[1];
}

/**
 * `report`: a saved Lighthouse report (.bench/lighthouse-<route>.json); `dist`: the build;
 * `fakeApiFiles`: the chunks only the fake API needs. Returns the scripts requested before the
 * largest element's request (or before its paint, for text), in KB gzip as transferred, and the
 * seconds they take at the simulated throughput.
 */
export function criticalPath({ report, dist, fakeApiFiles }) {
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  const requests = lhr.audits['network-requests'].details.items;
  const image = lcpImage(lhr);
  const imageRequest = image && requests.find((r) => r.url.endsWith(image));
  const before =
    imageRequest?.networkRequestTime ??
    lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && r.networkRequestTime < before,
  );
  const fileOf = (r) => new URL(r.url).pathname.slice(1);
  const kb = (list) => +(list.reduce((sum, r) => sum + r.transferSize, 0) / 1024).toFixed(1);
  const fakeApi = scripts.filter((r) => fakeApiFiles.has(fileOf(r)));
  const { librariesFloorKB } = moduleTable(dist, scripts.map(fileOf));
  const throughputKBps = lhr.configSettings.throttling.throughputKbps / 8;
  const seconds = (size) => +(size / throughputKBps).toFixed(2);
  const totalKB = kb(scripts);
  return {
    largestElement: image ?? 'text',
    scripts: scripts.length,
    totalKB,
    fakeApiKB: kb(fakeApi),
    librariesFloorKB,
    downloadS: seconds(totalKB),
    librariesDownloadS: seconds(librariesFloorKB),
    throughputKbps: lhr.configSettings.throttling.throughputKbps,
  };
}

export const reportOf = (root, path) =>
  join(root, `.bench/lighthouse${path.replaceAll('/', '-')}.json`);
