import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { FileInput } from './file-input.tsx';
import { formatFileSize, isAccepted, validateFiles } from './validate-files.ts';

const file = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('validateFiles', () => {
  it('matches extensions, wildcards and exact types', () => {
    expect(isAccepted(file('a.PDF', 'application/pdf'), '.pdf')).toBe(true);
    expect(isAccepted(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(isAccepted(file('a.exe', 'application/x-msdownload'), 'image/*,.pdf')).toBe(false);
  });

  it('refuses by type before size', () => {
    const { accepted, rejected } = validateFiles(
      [
        file('a.pdf', 'application/pdf', 5),
        file('b.pdf', 'application/pdf', 50),
        file('c.txt', 'text/plain', 50),
      ],
      { accept: '.pdf', maxSize: 20 },
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.pdf', 'size'],
      ['c.txt', 'type'],
    ]);
  });

  it('formats sizes for the language', () => {
    expect(formatFileSize(2_000_000, 'en')).toBe('2 MB');
    expect(formatFileSize(1_500, 'de')).toBe('1,5 kB');
  });
});

describe('FileInput', () => {
  const createObjectURL = vi.fn(() => 'blob:preview');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    // jsdom has no object URLs.
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  afterEach(() => vi.clearAllMocks());

  it('lists chosen files and removes them', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FileInput label="Invoice" accept=".pdf" />);
    await user.upload(screen.getByLabelText('Invoice'), file('march.pdf', 'application/pdf', 1200));
    expect(screen.getByText('march.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.2 kB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove march.pdf' }));
    expect(screen.queryByText('march.pdf')).not.toBeInTheDocument();
  });

  it('explains refused drops in the current language', () => {
    renderWithTheme(<FileInput label="Invoice" accept=".pdf" maxSize={2_000_000} multiple />, {
      language: 'fr',
    });
    const input = screen.getByLabelText('Invoice');
    fireEvent.drop(input, {
      dataTransfer: { files: [file('scan.pdf', 'application/pdf', 3_000_000)] },
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('« scan.pdf » dépasse 2 Mo');
  });

  it('revokes the thumbnail URL when the image is removed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FileInput label="Photo" accept="image/*" />);
    await user.upload(screen.getByLabelText('Photo'), file('a.png', 'image/png'));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });
});
