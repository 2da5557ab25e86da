import { describe, expect, it } from 'vitest';
import { assetFormSchema, assetTextCreateSchema, assetUpdateSchema, fileExtension } from './asset';

const base = {
  name: 'Keynote slides',
  type: 'presentation',
  description: 'Slides of the opening keynote',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('asset form schema', () => {
  it('defaults to file mode and asks for a file', () => {
    expect(messages(assetFormSchema.safeParse(base))).toEqual({ file: 'Please select a file' });
  });

  it('accepts an allowed file up to 10 MB', () => {
    const file = { name: 'talk.PPTX', size: 10 * 1024 * 1024 };
    expect(assetFormSchema.safeParse({ ...base, file }).success).toBe(true);
  });

  it.each([
    [{ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 }, 'Max file size is 10MB'],
    [{ name: 'run.exe', size: 10 }, 'File type not supported'],
    [{ name: 'noextension', size: 10 }, 'File type not supported'],
  ])('refuses %o', (file, message) => {
    expect(messages(assetFormSchema.safeParse({ ...base, file }))).toEqual({ file: message });
  });

  it('needs non-empty content in text mode', () => {
    const text = { ...base, uploadMethod: 'text' };
    expect(messages(assetFormSchema.safeParse({ ...text, content: '  ' }))).toEqual({
      content: 'Content cannot be empty',
    });
    expect(assetFormSchema.safeParse({ ...text, content: 'Bio' }).success).toBe(true);
  });

  it('carries the name, description and type rules', () => {
    const result = assetFormSchema.safeParse({ name: 'ab', type: 'poster', description: 'short' });
    expect(messages(result)).toMatchObject({
      name: 'Name must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      type: expect.stringContaining('Must be one of: '),
    });
  });
});

describe('asset API schemas', () => {
  it('reads optional links from numbers, numeric strings and empty values', () => {
    const parsed = assetTextCreateSchema.parse({
      ...base,
      content: 'x',
      eventId: '12',
      cfpSubmissionId: '',
    });
    expect(parsed).toMatchObject({ eventId: 12, cfpSubmissionId: null });
    expect(assetUpdateSchema.parse({})).toEqual({});
    expect(assetUpdateSchema.parse({ eventId: null })).toEqual({ eventId: null });
  });

  it('refuses text mode that says it is a file', () => {
    const result = assetTextCreateSchema.safeParse({ ...base, content: 'x', uploadMethod: 'file' });
    expect(messages(result)).toEqual({ file: 'Please select a file' });
  });

  it('reads a file extension without trusting the path', () => {
    expect(fileExtension('../../a/b.tar.GZ')).toBe('gz');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('C:\\x\\y.Png')).toBe('png');
  });
});
