// Uploaded files, recognised by shape rather than `instanceof`: under vitest's jsdom the global
// Blob/File are jsdom's while request bodies are parsed by Node (undici), so classes differ.

export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).arrayBuffer === 'function' &&
  typeof (value as UploadedFile).size === 'number';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/avi': 'avi',
  'video/webm': 'webm',
};

/**
 * The file's extension, lower case. A part named "blob" (jsdom's File serialised by Node loses
 * its name) falls back to the extension of its MIME type.
 */
export function extensionOf(file: UploadedFile): string {
  const name = file.name ?? '';
  const dot = name.lastIndexOf('.');
  if (dot > 0) return name.slice(dot + 1).toLowerCase();
  return EXTENSION_BY_TYPE[file.type] ?? '';
}

/** A File of the current realm, which the generated `zod.instanceof(File)` accepts. */
export async function toRealmFile(file: UploadedFile): Promise<File> {
  const name =
    file.name && file.name.includes('.') ? file.name : `upload.${extensionOf(file) || 'bin'}`;
  return new File([await file.arrayBuffer()], name, { type: file.type });
}
