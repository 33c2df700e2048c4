import { IconCloudUpload } from '@tabler/icons-react';
import {
  forwardRef,
  useState,
  type DragEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Field } from '../field/field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { useField } from '../field/use-field.ts';
import { DropZone, ErrorLines, FileList, Prompt } from './file-input.styles.ts';
import { FilePreview } from './file-preview.tsx';
import { formatFileSize, validateFiles, type FileRejection } from './validate-files.ts';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'size' | 'type'
> {
  /** The visible label. */
  label: ReactNode;
  /** Accepted types, as for `<input accept>`: `image/*,.pdf`. Others are refused with a message. */
  accept?: string;
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Chosen files (controlled). */
  value?: File[];
  /** Called with the accepted files after a choice, a drop or a removal. */
  onFilesChange?: (event: { files: File[] }) => void;
  /** Called with the files refused by `accept` or `maxSize`. */
  onReject?: (event: { rejections: FileRejection[] }) => void;
  /** A hint under the drop zone (accepted types, size limit). */
  helperText?: ReactNode;
  /** Error message (or `true`); replaces the messages about refused files. */
  error?: ReactNode;
  /** Drop zone padding. */
  size?: FieldSize;
}

/**
 * A drop zone over a native file input (Tab reaches it, Enter or Space opens the dialog), with
 * type and size checks, previews and remove buttons. The ref is the `<input type="file">`.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    accept,
    maxSize,
    multiple,
    value,
    onFilesChange,
    onReject,
    error,
    disabled,
    onChange,
    ...props
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const [inner, setInner] = useState<File[]>([]);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const files = value ?? inner;

  const update = (next: File[]) => {
    setInner(next);
    onFilesChange?.({ files: next });
  };
  const add = (incoming: File[]) => {
    const { accepted, rejected } = validateFiles(multiple ? incoming : incoming.slice(0, 1), {
      accept,
      maxSize,
    });
    setRejections(rejected);
    if (rejected.length) onReject?.({ rejections: rejected });
    if (accepted.length) update(multiple ? [...files, ...accepted] : accepted);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  const messages = rejections.map((r) =>
    r.reason === 'size'
      ? t('fileInput.tooLarge', {
          name: r.file.name,
          size: formatFileSize(maxSize ?? 0, i18n.language),
        })
      : t('fileInput.wrongType', { name: r.file.name }),
  );
  const shownError =
    error ??
    (messages.length > 0 && (
      <ErrorLines>
        {messages.map((m) => (
          <span key={m}>{m}</span>
        ))}
      </ErrorLines>
    ));
  const field = useField({ ...props, error: shownError, disabled });

  return (
    <Field {...field.frame}>
      <DropZone
        data-dragging={dragging || undefined}
        data-invalid={field.invalid || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <IconCloudUpload size={32} aria-hidden />
        <Prompt>
          <Trans
            t={t}
            i18nKey={multiple ? 'fileInput.promptMany' : 'fileInput.prompt'}
            components={{ em: <em /> }}
          />
        </Prompt>
        <input
          ref={ref}
          id={field.ids.inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          required={field.required && files.length === 0}
          disabled={disabled}
          onChange={(event) => {
            onChange?.(event);
            add([...(event.target.files ?? [])]);
            // Let the same file be chosen again after it was removed.
            event.target.value = '';
          }}
          {...field.aria}
          {...field.rest}
        />
      </DropZone>
      {files.length > 0 && (
        <FileList aria-label={t('fileInput.chosen')}>
          {files.map((file) => (
            <FilePreview
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              onRemove={disabled ? undefined : () => update(files.filter((f) => f !== file))}
            />
          ))}
        </FileList>
      )}
    </Field>
  );
});
