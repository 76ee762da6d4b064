// Reads the committed assets (mocks/assets) from disk: for the node test server and the
// standalone mock server.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssetLoader } from './lib/runtime';

// A string, not `new URL(...)`: under vitest's jsdom environment the global URL is jsdom's.
const assetsRoot = join(dirname(fileURLToPath(import.meta.url)), 'assets');

export const readAssetFromDisk: AssetLoader = async (path) => {
  if (path.includes('..')) return null;
  try {
    return new Uint8Array(await readFile(join(assetsRoot, path)));
  } catch {
    return null;
  }
};
