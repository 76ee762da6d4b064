// The mock backend under msw/node, for tests: in-memory database, assets read from disk.
import { setupServer } from 'msw/node';
import { setPersistence } from './db/store';
import { handlers } from './handlers';
import { readAssetFromDisk } from './node-assets';
import { configureRuntime } from './lib/runtime';

configureRuntime({ delayMs: 0, assetLoader: readAssetFromDisk });
setPersistence(null);

export const server = setupServer(...handlers);
