import { useEffect, useState } from 'react';

/**
 * An object URL of `blob` while a component shows it (a chosen photo's preview, a downloaded
 * video), else null. Revoked when the blob changes or the component goes, so its bytes are
 * freed; files for the browser's downloads go through fileSaver (src/lib/browser/save-file.ts).
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only while this effect lives
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return blob ? url : null;
}
