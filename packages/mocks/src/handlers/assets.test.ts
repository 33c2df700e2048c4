// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { call, ORIGIN, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const fetchAsset = (path: string) => fetch(`${ORIGIN}${path}`);

describe('generated assets', () => {
  it.each([
    ['/mock-assets/avatars/jordan-stevenson.svg', 'JS'],
    ['/mock-assets/products/aurora-pro-15-laptop.svg', 'Aurora Pro 15 Laptop'],
    ['/mock-assets/flags/fr.svg', 'Flag FR'],
    ['/mock-assets/flags/xx.svg', 'Flag XX'],
    ['/mock-assets/courses/basics-of-angular.svg', 'BA'],
    ['/mock-assets/covers/profile-cover.svg', 'Profile Cover'],
    ['/mock-assets/illustrations/help-getting-started.svg', 'Help Getting Started'],
    ['/mock-assets/brands/mastercard.svg', 'Mastercard'],
    ['/mock-assets/brands/paypal-logo.svg', 'PayPal'],
    ['/mock-assets/files/icon-pdf.svg', 'PDF'],
  ])('draws %s as SVG', async (path, text) => {
    const response = await fetchAsset(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const body = await response.text();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(body).toContain(text);
  });

  it('draws the same picture for the same name', async () => {
    const [a, b] = await Promise.all([
      fetchAsset('/mock-assets/avatars/ada-lovelace.svg'),
      fetchAsset('/mock-assets/avatars/ada-lovelace.svg'),
    ]);
    expect(await a.text()).toBe(await b.text());
  });

  it('serves attachments as small text files', async () => {
    const response = await fetchAsset('/mock-assets/files/purchase-order.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="purchase-order.pdf"',
    );
  });

  it('answers 404 for unknown kinds and odd names, never 5xx', async () => {
    for (const path of [
      '/mock-assets/videos/a.svg',
      '/mock-assets/avatars/a.png',
      '/mock-assets/avatars/%3Cscript%3E.svg',
      '/mock-assets/files/%E2%9C%93',
    ]) {
      const { status } = await call('GET', path);
      expect([200, 404], path).toContain(status);
    }
  });

  // ~700 requests: in parallel batches, with room for a busy machine.
  it('can draw every image the seed refers to', { timeout: 30_000 }, async () => {
    const paths = [...new Set(JSON.stringify(getDb()).match(/\/mock-assets\/[a-z]+\/[^"]+/g))];
    for (let i = 0; i < paths.length; i += 50) {
      const batch = paths.slice(i, i + 50);
      const statuses = await Promise.all(
        batch.map(async (path) => (await fetchAsset(path)).status),
      );
      expect(statuses, batch.join(' ')).toEqual(batch.map(() => 200));
    }
  });
});
