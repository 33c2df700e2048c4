/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the in-browser fake API before the first render. */
  readonly VITE_MOCK_API?: string;
  /** Where the navigation's "Components" link points: the published Storybook. */
  readonly VITE_STORYBOOK_URL?: string;
  readonly VITE_PUSHER_APP_KEY?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
  readonly VITE_PUSHER_SCHEME?: string;
  readonly VITE_PUSHER_APP_CLUSTER?: string;
}
