import { fileExtension } from '@shared/schemas/asset';

/** What an upload must look like inside: the magic bytes of each accepted format. */
export interface FileType {
  /** The extension a stored file gets, whatever the client called it. */
  extension: string;
  mimeType: string;
  /** True when the first bytes of the file are this format's. */
  matches(head: Buffer): boolean;
}

/** Bytes of a file start kept for the check: enough for the first entries of an OOXML zip. */
export const HEAD_BYTES = 64 * 1024;

const startsWith = (head: Buffer, ...signature: number[]) =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

const isZip = (head: Buffer) => startsWith(head, 0x50, 0x4b, 0x03, 0x04);
const isOle2 = (head: Buffer) => startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// Office writes [Content_Types].xml as an early zip entry; a plain zip renamed .docx lacks it.
const isOoxml = (head: Buffer) => isZip(head) && head.includes('[Content_Types].xml', 0, 'latin1');

const JPEG: FileType = {
  extension: 'jpg',
  mimeType: 'image/jpeg',
  matches: (head) => startsWith(head, 0xff, 0xd8, 0xff),
};
const PNG: FileType = {
  extension: 'png',
  mimeType: 'image/png',
  matches: (head) => startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
};
const GIF: FileType = {
  extension: 'gif',
  mimeType: 'image/gif',
  matches: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')),
};

/** Accepted formats by the (lower-case) extension a client file name may end with. */
export const FILE_TYPES: Record<string, FileType> = {
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  gif: GIF,
  pdf: {
    extension: 'pdf',
    mimeType: 'application/pdf',
    matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  docx: {
    extension: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: isOoxml,
  },
  pptx: {
    extension: 'pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: isOoxml,
  },
  doc: { extension: 'doc', mimeType: 'application/msword', matches: isOle2 },
  ppt: { extension: 'ppt', mimeType: 'application/vnd.ms-powerpoint', matches: isOle2 },
  zip: { extension: 'zip', mimeType: 'application/zip', matches: isZip },
};

/** The accepted type a file name announces, if its extension is in the allowlist. */
export function typeForFileName(
  fileName: string | undefined,
  allowed: readonly string[],
): FileType | undefined {
  const extension = fileExtension(fileName ?? '');
  return allowed.includes(extension) ? FILE_TYPES[extension] : undefined;
}

/** Mime type of a stored key, from the extension we gave it after checking the content. */
export function mimeTypeOfKey(key: string): string {
  return FILE_TYPES[fileExtension(key)]?.mimeType ?? 'application/octet-stream';
}
