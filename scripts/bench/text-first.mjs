// Text before charts, on a first visit to a dashboard (packages/features/README.md, "First
// screens"): the moment every card shows its figures, against the moments the chart and map
// chunks (nivo, the world's shapes) are asked for and arrive. A card "shows its figures" in the
// first frame where it has neither its skeleton (aria-busy) nor an error (role=alert).

/** Runs in the page before any script: notes, frame by frame, when each card first shows data. */
function installCardWatch() {
  const ready = {};
  const tick = () => {
    // Every dashboard's cards are the kit's DashboardCard: a section named by its test id.
    for (const card of document.querySelectorAll('main section[data-testid]')) {
      const id = card.getAttribute('data-testid');
      if (ready[id] !== undefined) continue;
      if (!card.querySelector('[aria-busy="true"], [role="alert"]')) ready[id] = performance.now();
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__cardsReady = ready;
}

const round = (ms) => (ms === undefined ? undefined : Math.round(ms));

/**
 * Opens `url` in a fresh page of `context` and answers, in ms from the navigation's start: when
 * the last card showed its figures, when the first chart or map chunk was asked for, and when
 * the last of them arrived. `isChartFile(path)` says which script chunks are charts or maps.
 */
export async function textFirst(context, url, isChartFile) {
  const page = await context.newPage();
  await page.addInitScript(installCardWatch);
  await page.goto(url);
  await page.waitForSelector('#initial-loader', { state: 'detached' });
  await page.waitForLoadState('networkidle');
  // Cards below the first row draw in a transition: give the last frames time to be noted.
  await page.waitForTimeout(1000);
  const { ready, charts } = await page.evaluate(() => ({
    ready: window.__cardsReady,
    charts: performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname.slice(1),
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  }));
  await page.close();
  const chartLoads = charts.filter((entry) => isChartFile(entry.path));
  const cardTimes = Object.values(ready);
  const figuresMs = cardTimes.length ? Math.max(...cardTimes) : undefined;
  const firstChartAskedMs = chartLoads.length
    ? Math.min(...chartLoads.map((e) => e.start))
    : undefined;
  const lastChartArrivedMs = chartLoads.length
    ? Math.max(...chartLoads.map((e) => e.end))
    : undefined;
  return {
    cards: cardTimes.length,
    firstCardFiguresMs: round(cardTimes.length ? Math.min(...cardTimes) : undefined),
    allCardFiguresMs: round(figuresMs),
    chartChunks: chartLoads.length,
    firstChartAskedMs: round(firstChartAskedMs),
    lastChartArrivedMs: round(lastChartArrivedMs),
    // Every card's text was on screen before any chart chunk had arrived.
    textFirst:
      figuresMs !== undefined &&
      (chartLoads.length === 0 || figuresMs <= Math.min(...chartLoads.map((e) => e.end))),
  };
}
