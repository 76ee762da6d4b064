// Runtime configuration, read once from Vite's env. Every variable is documented in the README.
const read = (value: string | undefined, fallback: string): string =>
  value === undefined || value === '' ? fallback : value;

export type ApiMocking = 'browser' | 'off';

export const env = {
  /** Base URL of the API host; '' means the app's own origin (where the mock answers). */
  apiBaseUrl: read(import.meta.env.VITE_API_BASE_URL, '').replace(/\/+$/, ''),
  apiMocking: (import.meta.env.VITE_API_MOCKING === 'browser' ? 'browser' : 'off') as ApiMocking,
  pusher: {
    key: read(import.meta.env.VITE_PUSHER_KEY, 'academymockkey'),
    cluster: read(import.meta.env.VITE_PUSHER_CLUSTER, 'mt1'),
    host: read(import.meta.env.VITE_PUSHER_HOST, ''),
    port: Number(read(import.meta.env.VITE_PUSHER_PORT, '443')),
    forceTls: read(import.meta.env.VITE_PUSHER_FORCE_TLS, 'true') === 'true',
  },
} as const;

/** `{API host}/storage/...`: where course images, thumbnails and user images are served. */
export const storageBaseUrl = `${env.apiBaseUrl}/storage`;
