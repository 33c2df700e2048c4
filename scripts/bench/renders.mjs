// Counts React component renders on a first visit, by dashboard card, in the production build.
// React reports every commit to a devtools hook if one is installed before it loads (production
// builds too); this installs a minimal one and, like React DevTools, counts a component as
// rendered when it mounted or did work in that commit, and walks into a subtree only when it
// changed (a subtree that bailed out shares its children with the previous tree).

/** Runs in the page before any script: the hook React finds at start-up. */
function installRenderCounter() {
  const PERFORMED_WORK = 1;
  // Function, class, forwardRef, memo and simple memo components: the renders that cost.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const counts = { commits: 0, renders: 0, byGroup: {} };
  const groupOf = (fiber) => {
    for (let f = fiber; f; f = f.return) {
      const id = f.memoizedProps?.['data-testid'] ?? f.memoizedProps?.testId;
      if (typeof id === 'string' && id.startsWith('dashboard-card-')) return id.slice(15);
    }
    return '(page and shell)';
  };
  const count = (fiber) => {
    counts.renders += 1;
    const group = groupOf(fiber);
    counts.byGroup[group] = (counts.byGroup[group] ?? 0) + 1;
  };
  const walk = (fiber, mounting) => {
    for (let f = fiber; f; f = f.sibling) {
      const prev = f.alternate;
      const mounted = mounting || !prev;
      if (COMPONENT_TAGS.has(f.tag) && (mounted || (f.flags & PERFORMED_WORK) !== 0)) count(f);
      if (mounted || f.child !== prev.child) walk(f.child, mounted);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot(_id, root) {
      counts.commits += 1;
      walk(root.current.child, !root.current.alternate);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  window.__atriumRenders = counts;
}

/**
 * Visits `url` in a fresh page of `context`, waits until every card has its content (no
 * skeleton left) and the network is quiet, and returns the render counts.
 */
export async function countRenders(context, url) {
  const page = await context.newPage();
  await page.addInitScript(installRenderCounter);
  await page.goto(url);
  await page.waitForSelector('[data-testid^="dashboard-card-"]');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid^="dashboard-card-"] [aria-busy="true"]').length === 0,
  );
  await page.waitForLoadState('networkidle');
  const counts = await page.evaluate(() => window.__atriumRenders);
  await page.close();
  return counts;
}
