import type { Browser, BrowserContext } from 'playwright-core';

export declare const appDir: string;
export declare const distDir: string;
export declare function buildApp(options?: { rebuild?: boolean }): void;
export declare function startPreview(port: number): Promise<{ base: string; stop: () => void }>;
export declare function adminStorage(
  browser: Browser,
  base: string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>>;
