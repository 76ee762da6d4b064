// @vitest-environment node
import type { AxiosProgressEvent } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { uploadOptions, uploadPercent } from './upload';

const event = (fields: Partial<AxiosProgressEvent>) =>
  ({ loaded: 0, bytes: 0, ...fields }) as AxiosProgressEvent;

describe('upload progress', () => {
  it('is a whole percent of the size, or of the progress axios computed', () => {
    expect(uploadPercent(event({ loaded: 1, total: 3 }))).toBe(33);
    expect(uploadPercent(event({ loaded: 3, total: 3 }))).toBe(100);
    expect(uploadPercent(event({ loaded: 10, progress: 0.456 }))).toBe(46);
  });

  it('is null while the size is unknown', () => {
    expect(uploadPercent(event({ loaded: 10 }))).toBeNull();
  });

  it('reports through the request options and passes the signal on', () => {
    const onProgress = vi.fn();
    const signal = new AbortController().signal;
    const options = uploadOptions(onProgress, signal);
    options.onUploadProgress?.(event({ loaded: 1, total: 4 }));
    expect(onProgress).toHaveBeenCalledWith(25);
    expect(options.signal).toBe(signal);
    expect('signal' in uploadOptions(onProgress)).toBe(false);
  });
});
