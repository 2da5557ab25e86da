import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHeadshotFile } from './use-headshot-file';

function Picker({ onValid }: { onValid: (file: File) => void }) {
  const picker = useHeadshotFile(onValid);
  return (
    <>
      <input {...picker.inputProps} aria-label="Photo" />
      {picker.error && <p role="alert">{picker.error}</p>}
    </>
  );
}

const fileOf = (size: number, type: string, name = 'me.png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } });
}

describe('useHeadshotFile', () => {
  it('refuses a file over 10MB and a type other than JPG, PNG or GIF before any upload', () => {
    const onValid = vi.fn();
    render(<Picker onValid={onValid} />);
    choose(fileOf(10 * 1024 * 1024 + 1, 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds the 10MB limit.');
    choose(fileOf(100, 'image/webp', 'me.webp'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only JPG, PNG, and GIF images are allowed.',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('passes on an allowed image of exactly 10MB and clears the message', () => {
    const onValid = vi.fn();
    render(<Picker onValid={onValid} />);
    choose(fileOf(100, 'text/plain', 'a.txt'));
    const gif = fileOf(10 * 1024 * 1024, 'image/gif', 'me.gif');
    choose(gif);
    expect(onValid).toHaveBeenCalledWith(gif);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
