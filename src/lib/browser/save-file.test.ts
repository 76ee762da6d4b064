// A saved file reaches the browser's downloads through a link clicked once, under its name and
// type, and its object URL outlives the click: revoking it at once can cancel the download.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileSaver, OBJECT_URL_LIFETIME_MS } from './save-file';

describe('fileSaver', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  const made: Blob[] = [];
  const clicked: { href: string; download: string; connected: boolean }[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    made.length = 0;
    clicked.length = 0;
    // jsdom has no object URLs and does not download.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return `blob:academy/${made.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('clicks a link to the bytes under the file name, and leaves no link behind', async () => {
    fileSaver.save('sales.csv', 'a,b\r\n', 'text/csv;charset=utf-8');
    expect(clicked).toEqual([{ href: 'blob:academy/1', download: 'sales.csv', connected: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(made[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await made[0]!.text()).toBe('a,b\r\n');
  });

  it('keeps a blob that names its type, and types one that does not', () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    fileSaver.save('certificate.pdf', pdf, 'application/octet-stream');
    expect(made[0]).toBe(pdf);
    fileSaver.save('certificate.pdf', new Blob(['%PDF']), 'application/pdf');
    expect(made[1]!.type).toBe('application/pdf');
  });

  it('revokes the object URL only well after the click', () => {
    fileSaver.save('sales.csv', 'a', 'text/csv');
    vi.advanceTimersByTime(1_000);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:academy/1');
  });
});
