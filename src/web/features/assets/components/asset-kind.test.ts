import { describe, expect, it } from 'vitest';
import { assetFixture } from '../test/assets-test-utils';
import { assetFormat, assetTypeLabel, previewKind } from './asset-kind';

describe('asset kind', () => {
  it('names formats from the mime type, text content as TEXT', () => {
    expect(assetFormat(assetFixture({ mimeType: 'application/pdf' }))).toBe('PDF');
    expect(
      assetFormat(
        assetFixture({
          mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        }),
      ),
    ).toBe('PPTX');
    expect(assetFormat(assetFixture({ mimeType: 'text/plain', isTextContent: true }))).toBe('TEXT');
    expect(assetFormat(assetFixture({ mimeType: 'application/x-custom' }))).toBe('X-CUSTOM');
  });

  it('picks the viewer: image, pdf, prf, text or none', () => {
    expect(previewKind(assetFixture({ mimeType: 'image/gif' }))).toBe('image');
    expect(previewKind(assetFixture())).toBe('pdf');
    expect(
      previewKind(
        assetFixture({ mimeType: 'application/octet-stream', fileUrl: '/api/files/r.prf?x=1' }),
      ),
    ).toBe('prf');
    expect(previewKind(assetFixture({ isTextContent: true, fileUrl: null }))).toBe('text');
    expect(previewKind(assetFixture({ mimeType: 'application/msword' }))).toBe('none');
    expect(previewKind(assetFixture({ fileUrl: null }))).toBe('none');
  });

  it('labels known types and passes unknown ones through', () => {
    expect(assetTypeLabel('trip_report')).toBe('Trip Report');
    expect(assetTypeLabel('legacy')).toBe('legacy');
  });
});
