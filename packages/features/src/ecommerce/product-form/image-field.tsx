import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { Avatar, FileInput, IconButton, Stack } from '@atrium/ui';

/** Largest picture accepted, in bytes: data URLs live in the fake API's saved db (localStorage). */
export const MAX_IMAGE_BYTES = 300 * 1024;

/** A file as a `data:` URL (FileReader works in the browser and in jsdom alike). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

export interface ImageFieldProps {
  /** The visible label of the drop zone. */
  label: ReactNode;
  /** Pictures kept so far: data URLs of new files, or the paths the API stored. */
  value: string[];
  /** Called with the new list after a drop, a choice or a removal. */
  onChange: (urls: string[]) => void;
  /** How many pictures at most; 1 replaces the picture on each choice. */
  max: number;
  /** Names the remove button of the picture at `index` (0-based). */
  removeLabel: (index: number) => string;
  /** Alternative text of the picture at `index`. */
  imageAlt: (index: number) => string;
  helperText?: ReactNode;
  error?: ReactNode;
  /** For the form's `data-testid` hooks and focus on error. */
  name?: string;
}

/**
 * The ui FileInput as a drop zone only, with the kept pictures shown as thumbnails beside it.
 * Files become data URLs at once: they survive a reload of the fake API's saved db, where object
 * URLs would die with the page (see packages/mocks/README.md).
 */
export function ImageField({
  label,
  value,
  onChange,
  max,
  removeLabel,
  imageAlt,
  helperText,
  error,
  name,
}: ImageFieldProps) {
  const [reading, setReading] = useState(false);
  const add = async (files: File[]) => {
    setReading(true);
    try {
      const urls = await Promise.all(files.map(readAsDataUrl));
      onChange(max === 1 ? urls.slice(0, 1) : [...value, ...urls].slice(0, max));
    } finally {
      setReading(false);
    }
  };
  return (
    <Stack gap={3}>
      <FileInput
        label={label}
        name={name}
        accept="image/png,image/jpeg,image/webp,image/gif"
        maxSize={MAX_IMAGE_BYTES}
        multiple={max > 1}
        disabled={reading || (max > 1 && value.length >= max)}
        value={[]}
        onFilesChange={({ files }) => void add(files)}
        helperText={helperText}
        error={error}
        size="sm"
      />
      {value.length > 0 && (
        <Stack as="ul" direction="row" wrap gap={3}>
          {value.map((url, index) => (
            <Stack
              as="li"
              key={`${index}-${url.slice(-24)}`}
              direction="row"
              align="center"
              gap={1}
            >
              <Avatar src={url} alt={imageAlt(index)} size="xl" shape="rounded" />
              <IconButton
                label={removeLabel(index)}
                size="sm"
                color="error"
                variant="text"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
