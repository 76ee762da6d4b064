// Public surface of the HTTP layer. No React here.
export {
  apiRequest,
  httpClient,
  onUnauthorized,
  readStoredToken,
  removeStoredToken,
  storeToken,
  TOKEN_STORAGE_KEY,
  type UnauthorizedEvent,
  type UnauthorizedListener,
} from './http-client';
export {
  hasStatus,
  isNotFound,
  isRetryableRead,
  readApiError,
  readFailure,
  retryAfterTime,
  type ApiError,
  type ReadFailure,
  type FieldErrors,
} from './api-error';
export { appendLaravelField, toLaravelFormData } from './form-data';
export { COURSE_FORM_KEY_PREFIX, courseFormErrorKey, fullErrorKey } from './error-keys';
export { uploadOptions, uploadPercent } from './upload';
