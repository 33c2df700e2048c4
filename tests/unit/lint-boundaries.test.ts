// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

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

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

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
  ])('%s may: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
