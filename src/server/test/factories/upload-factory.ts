import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/** Tiny real files of every accepted kind, made from bytes (no fixtures on disk). */
export const sampleFiles = {
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  gif: () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: () =>
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
      'base64',
    ),
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  docx: () =>
    zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      'word/document.xml': '<w:document/>',
    }),
  pptx: () =>
    zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      'ppt/presentation.xml': '<p:presentation/>',
    }),
  zip: () => zipOf({ 'notes.txt': 'Trip notes' }),
  /** An OLE2 compound file header, as .doc and .ppt start. */
  ole2: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]),
  /** A Windows executable. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]),
};

/** A zip archive with stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface UploadFile {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body for app.inject(), as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string | number | null>,
  file?: UploadFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) {
    const blob = new Blob([new Uint8Array(file.content)], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append(file.field ?? 'file', blob, file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Every entry of DATA_DIR/uploads, temporary files included. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'uploads'))).sort();
  } catch {
    return [];
  }
}

/** Empties DATA_DIR/uploads between tests (the database reset does not touch files). */
export async function clearStoredFiles(dataDir: string): Promise<void> {
  for (const name of await storedFiles(dataDir)) {
    await rm(path.join(dataDir, 'uploads', name), { force: true });
  }
}
