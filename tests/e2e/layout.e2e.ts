import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { openPage } from './browser.ts';
import { chooseInNavbar, signIn } from './session.ts';

const baseURL = inject('baseURL');

/** What the frame and `<html>` show: the settings as they are applied, not as they are stored. */
function frameState(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const shell = document.querySelector<HTMLElement>('[data-layout]');
    return {
      mode: root.dataset.mode,
      skin: root.dataset.skin,
      navScheme: root.dataset.navScheme,
      primary: root.style.getPropertyValue('--at-color-primary'),
      lang: root.lang,
      dir: root.dir,
      layout: shell?.dataset.layout,
      collapsed: shell?.dataset.collapsed,
      contentWidth: shell?.dataset.contentWidth,
    };
  });
}

/** Signs the admin in and waits for the signed-in frame, a lazy chunk, to be on screen. */
async function signInToFrame(page: Page) {
  await signIn(page, baseURL, 'admin');
  await page.waitForSelector('[data-layout]');
}

/** A fresh page with the admin signed in and the frame on screen. */
async function openFrame(): ReturnType<typeof openPage> {
  const opened = await openPage();
  await signInToFrame(opened.page);
  return opened;
}

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Customizer' }).click();
  return page.getByRole('dialog', { name: 'Customizer' });
}

const defaults = {
  mode: 'light',
  skin: 'default',
  navScheme: 'default',
  primary: '#7367F0',
  lang: 'en',
  dir: 'ltr',
  layout: 'vertical',
  collapsed: 'false',
  contentWidth: 'compact',
};

// Several settings, a reload and a rebuilt frame per test: more than the default minute on a busy machine.
describe('layout and customizer on the production build', { timeout: 120_000 }, () => {
  it('switches the frame vertical → horizontal → collapsed from the customizer', async () => {
    const { page, context, errors } = await openFrame();
    expect(await frameState(page)).toMatchObject({ layout: 'vertical', collapsed: 'false' });
    // The sidebar is there in the vertical layout, and gone in the horizontal one.
    expect(await page.locator('aside[data-nav-surface]').count()).toBe(1);
    const drawer = await openCustomizer(page);
    await drawer.getByRole('radio', { name: 'Horizontal', exact: true }).click();
    await expect.poll(() => frameState(page)).toMatchObject({ layout: 'horizontal' });
    expect(await page.locator('aside[data-nav-surface]').count()).toBe(0);
    await drawer.getByRole('radio', { name: 'Collapsed', exact: true }).click();
    await expect
      .poll(() => frameState(page))
      .toMatchObject({ layout: 'vertical', collapsed: 'true' });
    expect(
      await drawer
        .getByRole('radio', { name: 'Collapsed', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every setting across a reload: colour, theme, skin, menu, layout, width, direction, language', async () => {
    const { page, context } = await openFrame();
    const drawer = await openCustomizer(page);
    await drawer.getByRole('radio', { name: 'Teal', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Dark', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Bordered', exact: true }).click();
    await drawer.getByRole('switch', { name: /Semi-dark menu/ }).click();
    await drawer.getByRole('radio', { name: 'Horizontal', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Wide', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Right to left', exact: true }).click();
    await page.keyboard.press('Escape');
    await chooseInNavbar(page, 'Language', 'Français');
    const chosen = {
      mode: 'dark',
      skin: 'bordered',
      navScheme: 'semi-dark',
      primary: '#0D9394',
      lang: 'fr',
      // French is written left to right; the chosen direction wins.
      dir: 'rtl',
      layout: 'horizontal',
      contentWidth: 'wide',
    };
    await expect.poll(() => frameState(page)).toMatchObject(chosen);
    await page.reload();
    await page.waitForSelector('[data-layout]');
    expect(await frameState(page)).toMatchObject(chosen);
    await context.close();
  });

  it('puts a dark theme on <html> and paints the dark background before any script module runs', async () => {
    const { page, context } = await openFrame();
    const drawer = await openCustomizer(page);
    await drawer.getByRole('radio', { name: 'Dark', exact: true }).click();
    await expect.poll(() => frameState(page)).toMatchObject({ mode: 'dark' });
    // With the app's modules blocked, what shows is what index.html paints on its own: the
    // initial loader on the dark background, never a white page.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    const firstPaint = await page.evaluate(() => ({
      mode: document.documentElement.dataset.mode,
      background: getComputedStyle(document.documentElement).backgroundColor,
      loader: Boolean(document.getElementById('initial-loader')),
    }));
    expect(firstPaint).toEqual({ mode: 'dark', background: 'rgb(37, 41, 60)', loader: true });
    await context.close();
  });

  it('shows "Scroll to top" past 200 px of scroll and takes the page back to the top', async () => {
    const { page, context } = await openFrame();
    // Whatever the screen's own height, the page must be long enough to scroll past 200 px.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.blockSize = '3000px';
      document.getElementById('main-content')?.append(spacer);
    });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 150 }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 600 }));
    await expect.poll(() => button.count()).toBe(1);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.count()).toBe(0);
    await context.close();
  });

  it('scrolls to the top on navigation, and to a hash target 60 px below the top', async () => {
    const { page, context } = await openFrame();
    // A screen whose height settles at once (the dashboard's cards grow as their data comes).
    await page.goto(`${baseURL}access-control`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // A long page with a target far down, outside React's tree so the navigations keep it.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.blockSize = '4000px';
      spacer.style.position = 'relative';
      const target = document.createElement('div');
      target.id = 'e2e-target';
      target.style.position = 'absolute';
      target.style.insetBlockStart = '1500px';
      spacer.append(target);
      document.getElementById('main-content')?.append(spacer);
    });
    const targetTop = () =>
      page.evaluate(() =>
        Math.round(document.getElementById('e2e-target')?.getBoundingClientRect().top ?? NaN),
      );

    // To the hash as the router sees a history move (a link of the app does the same through it).
    await page.evaluate(() => {
      // The router's own entry state, whatever its shape, carried over unread.
      const state: unknown = history.state;
      history.pushState(state, '', '#e2e-target');
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    await expect.poll(targetTop).toBe(60);

    await page.evaluate(() => window.scrollTo({ top: 900 }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await nav.getByRole('link', { name: 'Email' }).click();
    await page.waitForURL(/\/apps\/email/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('fits the top bar on a 360 px phone: no control overlaps another, no shortcut hint', async () => {
    const { page, context } = await openPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signInToFrame(page);
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
    const overlaps = await page.evaluate(() => {
      const bar = document.querySelector('header');
      const boxes = [...(bar?.querySelectorAll('button, a, kbd') ?? [])]
        .filter((el) => !el.parentElement?.closest('button, a, kbd'))
        .map((el) => ({
          name: el.getAttribute('aria-label') ?? el.textContent,
          box: el.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      const pairs: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (x > 1 && y > 1) pairs.push(`${a.name} / ${b.name}`);
        }),
      );
      return pairs;
    });
    expect(overlaps).toEqual([]);
    expect(await page.locator('header kbd').first().isVisible()).toBe(false);
    await context.close();
  });

  it('gives lang=ar dir=rtl in Arabic, where the customizer can still choose left to right', async () => {
    const { page, context } = await openFrame();
    await chooseInNavbar(page, 'Language', 'العربية');
    await expect.poll(() => frameState(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('button', { name: 'التخصيص' }).click();
    await page.getByRole('radio', { name: 'من اليسار إلى اليمين', exact: true }).click();
    await expect.poll(() => frameState(page)).toMatchObject({ lang: 'ar', dir: 'ltr' });
    await page.reload();
    await page.waitForSelector('[data-layout]');
    expect(await frameState(page)).toMatchObject({ lang: 'ar', dir: 'ltr' });
    await context.close();
  });

  it('marks Reset while anything differs, and Reset returns every setting to its default', async () => {
    const { page, context } = await openFrame();
    const drawer = await openCustomizer(page);
    const reset = drawer.getByRole('button', { name: 'Reset' });
    expect(await reset.getAttribute('aria-describedby')).toBeNull();
    await drawer.getByRole('radio', { name: 'Red', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Dark', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Bordered', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Horizontal', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Wide', exact: true }).click();
    await drawer.getByRole('radio', { name: 'Right to left', exact: true }).click();
    await expect
      .poll(() => reset.evaluate((el) => el.getAttribute('aria-describedby') !== null))
      .toBe(true);
    await reset.click();
    await expect.poll(() => frameState(page)).toEqual(defaults);
    expect(await reset.getAttribute('aria-describedby')).toBeNull();
    await page.reload();
    await page.waitForSelector('[data-layout]');
    expect(await frameState(page)).toEqual(defaults);
    await context.close();
  });
});
