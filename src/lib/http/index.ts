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
  isNotFound,
  NOT_FOUND_STATUSES,
  readApiError,
  retryAfterTime,
  type ApiError,
  type ErrorBodyParts,
  type FieldErrors,
} from './api-error';
export { appendLaravelField, toLaravelFormData } from './form-data';
export { COURSE_FORM_KEY_PREFIX, courseFormErrorKey, fullErrorKey } from './error-keys';
export { uploadOptions, uploadPercent } from './upload';
