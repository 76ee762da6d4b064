// What differs between the three runtimes: the network delay (browser only) and where the
// binary assets (images, the sample video) come from. Uploaded files live in memory.

export type AssetLoader = (path: string) => Promise<Uint8Array | null>;

interface RuntimeConfig {
  delayMs: number;
  assetLoader: AssetLoader;
  /**
   * The origins the app is served from, where the bank returns the browser (request-origin.ts).
   * Empty: the mock's own origin, which is the app's in the browser and under the unit tests.
   */
  appOrigins: readonly string[];
}

const config: RuntimeConfig = {
  delayMs: 0,
  assetLoader: () => Promise.resolve(null),
  appOrigins: [],
};

export function configureRuntime(options: Partial<RuntimeConfig>): void {
  Object.assign(config, options);
}

export const runtimeDelayMs = (): number => config.delayMs;

export const configuredAppOrigins = (): readonly string[] => config.appOrigins;

/** A committed asset under mocks/assets (the certificate's font), or null when missing. */
export const readAsset = (path: string): Promise<Uint8Array | null> =>
  path.includes('..') ? Promise.resolve(null) : config.assetLoader(path);

export interface StoredFile {
  bytes: Uint8Array;
  type: string;
}

/** Files uploaded during this run (profile photos), keyed by their storage path. */
const uploads = new Map<string, StoredFile>();

export function rememberUpload(path: string, file: StoredFile): void {
  uploads.set(path, file);
}

export function forgetUploads(): void {
  uploads.clear();
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webm: 'video/webm',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
  vtt: 'text/vtt',
};

export const contentTypeOf = (path: string): string =>
  TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** A storage file: an upload of this run, else a committed asset under mocks/assets/storage. */
export async function readStorageFile(path: string): Promise<StoredFile | null> {
  const clean = path.replace(/^\/+/, '');
  if (clean.includes('..')) return null;
  const uploaded = uploads.get(clean);
  if (uploaded) return uploaded;
  const bytes = await config.assetLoader(`storage/${clean}`);
  return bytes ? { bytes, type: contentTypeOf(clean) } : null;
}

export const SAMPLE_VIDEO_PATH = 'videos/sample.webm';

/** The seeded courses' video: two minutes with a clock, so progress and resume show. */
export const LESSON_VIDEO_PATH = 'videos/lesson.webm';
/** Its length in seconds (mocks/assets/generate-assets.sh). */
export const LESSON_VIDEO_SECONDS = 120;
