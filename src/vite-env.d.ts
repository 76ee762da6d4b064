/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCKING?: string;
  /** The in-browser mock's delay per answer, ms (default 250; mocks/browser.ts). */
  readonly VITE_MOCK_DELAY_MS?: string;
  readonly VITE_PUSHER_KEY?: string;
  readonly VITE_PUSHER_CLUSTER?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
  readonly VITE_PUSHER_FORCE_TLS?: string;
  readonly VITE_XSTATE_INSPECT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
