import { fileExtension } from '@shared/schemas/asset';

const INLINE = /^(image\/(jpeg|png|gif)|application\/pdf)$/;
// Control characters, quotes and path or shell punctuation never reach the header.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f"\\/:*?<>|]+/g;

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition` for a served file: inline for images and PDF, a download otherwise,
 * named after the record (sanitised, with the stored file's extension).
 */
export function contentDisposition(name: string, mimeType: string, key: string): string {
  const extension = fileExtension(key);
  const base =
    name
      .replace(UNSAFE, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '')
      .slice(0, 150) || 'file';
  const full = fileExtension(base) === extension ? base : `${base}.${extension}`;
  const ascii = full.replace(/[^\x20-\x7e]/g, '_');
  const kind = INLINE.test(mimeType) ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(full)}`;
}
