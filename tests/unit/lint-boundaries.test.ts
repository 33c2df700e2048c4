// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it, vi } from 'vitest';

// The files below do not exist on disk, so type-aware rules are switched off; the boundary rule
// (no-restricted-imports) needs no types.
const eslint = new ESLint({
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      ...tseslint.configs.disableTypeChecked,
      languageOptions: { parserOptions: { projectService: false } },
    },
  ],
});

// The first lint loads every plugin and the whole config: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) =>
  ruleErrors('no-restricted-imports', filePath, code);

describe('import boundaries', () => {
  it.each([
    ['packages/ui/src/x/x.ts', "import { createStore } from '@atrium/features';"],
    ['packages/ui/src/x/x.ts', "import { handlers } from '@atrium/mocks';"],
    ['packages/ui/src/x/x.ts', "import { configureStore } from '@reduxjs/toolkit';"],
    ['packages/features/src/x.ts', "import { App } from '@atrium/app';"],
    ['packages/features/src/x.ts', "import { handlers } from '@atrium/mocks';"],
    ['packages/app/src/router.tsx', "import { handlers } from '@atrium/mocks';"],
    ['packages/features/src/x.ts', "import { server } from '@atrium/mocks/node';"],
    ['packages/app/src/x.ts', "import { startMockWorker } from '@atrium/mocks/browser';"],
    [
      'packages/features/src/x.ts',
      "import { seedOrders } from '@atrium/mocks/src/db/seed/orders.ts';",
    ],
    ['packages/mocks/src/x.ts', "import { useState } from 'react';"],
    ['packages/app/src/x.ts', "import { Button } from '../../ui/src/button/button.tsx';"],
    // A feature reaches another only through its public index.ts.
    [
      'packages/features/src/ecommerce/x.ts',
      "import { LoginPage } from '../auth/login/login-page.tsx';",
    ],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['packages/app/src/x.ts', "import { Button } from '@atrium/ui';"],
    ['packages/features/src/x.ts', "import { Button } from '@atrium/ui';"],
    ['packages/features/src/x.stories.tsx', "import { handlers } from '@atrium/mocks';"],
    ['packages/app/src/main.tsx', "import { startMockWorker } from '@atrium/mocks/browser';"],
    // The value sets are plain data, the one runtime entry of the fake API features may use.
    ['packages/features/src/x.ts', "import { ORDER_STATUSES } from '@atrium/mocks/values';"],
    ['packages/app/src/x.ts', "import { ORDER_STATUSES } from '@atrium/mocks/values';"],
    ['packages/features/src/x.ts', "import type { Order } from '@atrium/mocks/types';"],
    ['packages/ui/src/x/x.ts', "import { Slot } from '@radix-ui/react-slot';"],
    ['packages/features/src/ecommerce/x.ts', "import { authTexts } from '../auth/index.ts';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('inline styles', () => {
  const styled = 'export const A = () => <div style={{ padding: 8 }} />;';
  it('are refused in a feature', async () => {
    expect(
      await ruleErrors('no-restricted-syntax', 'packages/features/src/x/x-card.tsx', styled),
    ).not.toEqual([]);
  });
  it("are the design system's own business", async () => {
    expect(await ruleErrors('no-restricted-syntax', 'packages/ui/src/x/x.tsx', styled)).toEqual([]);
  });
});

describe('file names', () => {
  it.each([
    'packages/ui/src/x/DataTable.tsx',
    'packages/features/src/x/use_list_page.ts',
    'packages/app/src/x/orderList.stories.tsx',
  ])('%s is refused: not kebab-case', async (filePath) => {
    expect(await ruleErrors('atrium/file-name-case', filePath, 'export {};')).not.toEqual([]);
  });

  it.each([
    'packages/ui/src/data-table/table-setup.ts',
    'packages/features/src/shared/use-list-page.test.tsx',
    'packages/ui/src/safe-html/safe-html.browser.test.tsx',
    'packages/features/src/i18next.d.ts',
  ])('%s is accepted', async (filePath) => {
    expect(await ruleErrors('atrium/file-name-case', filePath, 'export {};')).toEqual([]);
  });
});
