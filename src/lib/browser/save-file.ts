// The one way the app hands a file to the browser's downloads: a temporary link to an object URL
// of the bytes, clicked. No React here.

/**
 * How long the object URL outlives the click. The browser fetches the URL after click() has
 * returned, and revoking it sooner (at once, or on the next task) can cancel or empty the
 * download in some browsers (Firefox, Safari, Chrome on Android). Holding the bytes a little
 * longer costs only memory; FileSaver.js waits 40 s too.
 */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/** A seam: tests replace `save` to read what would be saved. */
export const fileSaver = {
  /**
   * Saves `content` as `fileName`. A Blob that names its type is saved as it is; text, or a Blob
   * without a type (as some servers answer), is saved as `type`.
   */
  save(fileName: string, content: Blob | string, type: string): void {
    const blob =
      typeof content !== 'string' && content.type ? content : new Blob([content], { type });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  },
};
