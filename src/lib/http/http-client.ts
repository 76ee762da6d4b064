// The project's one axios instance. Every generated call goes through `apiRequest` (orval's
// mutator); nothing else in src/ builds request paths by hand.
import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig } from 'axios';
import { env } from '../env';
import { readStored, removeStored, storedValues, writeStored } from '../storage';
import { readApiError, type ApiError } from './api-error';

/** The Sanctum token's key, for tests and the mock that set or clear it by name. */
export const TOKEN_STORAGE_KEY = storedValues.token.key;

/** The saved token, or null (also when storage is unavailable). */
export const readStoredToken = (): string | null => readStored(storedValues.token);

/** Saves the token; unavailable storage (private mode) keeps the session for this tab only. */
export function storeToken(token: string): void {
  // Refused, the session machine holds the token meanwhile; a reload signs out.
  writeStored(storedValues.token, token);
}

/** Forgets the saved token. */
export const removeStoredToken = (): void => removeStored(storedValues.token);

/** baseURL from configuration ('' = same origin), JSON answers, and no default timeout. */
export const httpClient = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { Accept: 'application/json' },
});

// Add `Authorization: Bearer <token>` whenever a token is saved, unless the caller set one.
httpClient.interceptors.request.use((config) => {
  const token = readStoredToken();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

export interface UnauthorizedEvent {
  /** The rejected call, read the same way as everywhere else. */
  error: ApiError;
  method: string | undefined;
  url: string | undefined;
}
export type UnauthorizedListener = (event: UnauthorizedEvent) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Registers a listener for 401 answers to calls that carried a bearer token (an expired or
 * revoked session). The session machine decides what to do; this module never redirects.
 * Returns the function that unregisters it.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

const carriedBearerToken = (config: AxiosRequestConfig | undefined): boolean => {
  const header = AxiosHeaders.from(config?.headers as AxiosHeaders | undefined).get(
    'Authorization',
  );
  return typeof header === 'string' && /^Bearer\s+\S/.test(header);
};

httpClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError;
    const answer = readApiError(axiosError);
    if (answer.status === 401 && carriedBearerToken(axiosError.config)) {
      const event: UnauthorizedEvent = {
        error: answer,
        method: axiosError.config?.method,
        url: axiosError.config?.url,
      };
      for (const listener of [...unauthorizedListeners]) {
        try {
          listener(event);
        } catch (listenerError) {
          console.error('An onUnauthorized listener threw', listenerError);
        }
      }
    }
  }
  return Promise.reject(error);
});

/**
 * orval's mutator: runs the generated request config (plus per-call `options`, for example a
 * `signal`) on the project instance and resolves with the answer's body.
 */
export function apiRequest<T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> {
  const headers = AxiosHeaders.concat(
    config.headers as AxiosHeaders | undefined,
    options?.headers as AxiosHeaders | undefined,
  );
  return httpClient
    .request<T>({ ...config, ...options, headers })
    .then((response) => response.data);
}
