// Reads the committed assets (mocks/assets) from disk: for the node test server and the
// standalone mock server.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AssetLoader } from './lib/runtime';

const assetsRoot = fileURLToPath(new URL('./assets/', import.meta.url));

export const readAssetFromDisk: AssetLoader = async (path) => {
  if (path.includes('..')) return null;
  try {
    return new Uint8Array(await readFile(`${assetsRoot}${path}`));
  } catch {
    return null;
  }
};
