/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real back end's API root (api/base-url.ts); unset means /api on this origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
