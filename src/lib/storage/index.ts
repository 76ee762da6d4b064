// The browser's storage, one way (browser-storage.ts) over one list of keys (stored-values.ts).
export {
  readStored,
  removeStored,
  writeStored,
  type StorageArea,
  type StoredValue,
} from './browser-storage';
export {
  storedValues,
  type QuizAnswersInProgress,
  type StoredCourseDraft,
  type StoredFamily,
  type StoredProgress,
} from './stored-values';
