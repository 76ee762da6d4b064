// The one way to send a file with progress (the profile photo, the course video): the request
// options that report how much has gone, as a whole percent, and carry the abort signal.
import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';

/** How much of an upload has been sent, 0–100; null while the browser does not know the size. */
export function uploadPercent(event: AxiosProgressEvent): number | null {
  const share = event.total ? event.loaded / event.total : event.progress;
  return share === undefined ? null : Math.max(0, Math.min(100, Math.round(share * 100)));
}

/** Options for a generated upload call: progress as a percent (or null), and the signal. */
export function uploadOptions(
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): AxiosRequestConfig {
  return {
    ...(signal ? { signal } : {}),
    onUploadProgress: (event) => onProgress(uploadPercent(event)),
  };
}
