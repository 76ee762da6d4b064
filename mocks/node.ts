// The mock backend under msw/node, for tests: in-memory database, assets read from disk.
import { setupServer } from 'msw/node';
import { setPersistence } from './db/store';
import { handlers, socketHandlers } from './handlers';
import { readAssetFromDisk } from './node-assets';
import { configureRuntime } from './lib/runtime';
import { setScenarioStorage } from './lib/scenario';
import { setCapabilityStorage } from './lib/capabilities';

configureRuntime({ delayMs: 0, assetLoader: readAssetFromDisk });
setPersistence(null);
setScenarioStorage(null);
setCapabilityStorage(null);

export const server = setupServer(...handlers, ...socketHandlers);
