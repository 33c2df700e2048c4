import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { documentPrePaintScript, prePaintCss } from '@atrium/ui/pre-paint';

/** Applies the stored theme and language in <head>, and styles the initial loader, before the first paint. */
function prePaint(): Plugin {
  return {
    name: 'atrium-pre-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: documentPrePaintScript(), injectTo: 'head-prepend' },
      { tag: 'style', children: prePaintCss(), injectTo: 'head' },
    ],
  };
}

const localeFile = /[\\/]locales[\\/](en|fr|de|ar)\.json$/;

export default defineConfig({
  plugins: [react(), prePaint()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every package's texts of one language travel together: one request per language.
          groups: [
            {
              name: (id: string) => {
                const language = localeFile.exec(id)?.[1];
                return language ? `locale-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
});
