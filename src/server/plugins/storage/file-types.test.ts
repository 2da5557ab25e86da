import { describe, expect, it } from 'vitest';
import { ASSET_FILE_EXTENSIONS, HEADSHOT_FILE_EXTENSIONS } from '@shared/domain';
import { sampleFiles, zipOf } from '../../test/factories/upload-factory';
import { FILE_TYPES, HEAD_BYTES, mimeTypeOfKey, typeForFileName } from './file-types';

describe('file types', () => {
  it.each([
    ['jpg', sampleFiles.jpeg()],
    ['png', sampleFiles.png()],
    ['gif', sampleFiles.gif()],
    ['pdf', sampleFiles.pdf()],
    ['docx', sampleFiles.docx()],
    ['pptx', sampleFiles.pptx()],
    ['doc', sampleFiles.ole2()],
    ['ppt', sampleFiles.ole2()],
    ['zip', sampleFiles.zip()],
  ])('recognises a real %s by its first bytes', (extension, content) => {
    expect(FILE_TYPES[extension]!.matches(content)).toBe(true);
  });

  it.each([
    ['png', sampleFiles.jpeg()],
    ['pdf', sampleFiles.png()],
    ['jpg', sampleFiles.exe()],
    ['docx', sampleFiles.zip()],
    ['doc', sampleFiles.docx()],
    ['zip', sampleFiles.ole2()],
    ['gif', Buffer.from('GIF8')],
    ['png', Buffer.alloc(0)],
  ])('refuses other content announced as %s', (extension, content) => {
    expect(FILE_TYPES[extension]!.matches(content)).toBe(false);
  });

  it('finds the OOXML marker within the head it reads', () => {
    const docx = zipOf({ 'a.bin': 'x'.repeat(1000), '[Content_Types].xml': '<Types/>' });
    expect(docx.length).toBeLessThan(HEAD_BYTES);
    expect(FILE_TYPES.docx!.matches(docx)).toBe(true);
  });

  it('accepts only allowlisted extensions, whatever the path or case', () => {
    expect(typeForFileName('../../etc/passwd.PNG', ASSET_FILE_EXTENSIONS)?.extension).toBe('png');
    expect(typeForFileName('photo.jpeg', HEADSHOT_FILE_EXTENSIONS)?.extension).toBe('jpg');
    expect(typeForFileName('cv.pdf', HEADSHOT_FILE_EXTENSIONS)).toBeUndefined();
    expect(typeForFileName('setup.exe', ASSET_FILE_EXTENSIONS)).toBeUndefined();
    expect(typeForFileName('.png', ASSET_FILE_EXTENSIONS)).toBeUndefined();
    expect(typeForFileName('', ASSET_FILE_EXTENSIONS)).toBeUndefined();
  });

  it('derives the served type of a key from the extension we gave it', () => {
    expect(mimeTypeOfKey('0b7c.png')).toBe('image/png');
    expect(mimeTypeOfKey('0b7c.bin')).toBe('application/octet-stream');
  });
});
