import { IconFile, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { FileRow, FileText, RemoveButton, Thumb } from './file-input.styles.ts';
import { formatFileSize } from './validate-files.ts';

export interface FilePreviewProps {
  file: File;
  /** Leave out to hide the remove button (disabled, read-only). */
  onRemove?: () => void;
}

/** One chosen file: an image thumbnail or a file icon, the name and size, a remove button. */
export function FilePreview({ file, onRemove }: FilePreviewProps) {
  const { t, i18n } = useTranslation('ui');
  const isImage = file.type.startsWith('image/');
  // The object URL lives exactly as long as the <img>: React 19 runs the returned cleanup
  // when the image unmounts or the file changes.
  const attachImage = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <FileRow>
      <Thumb>
        {isImage ? <img ref={attachImage} alt="" /> : <IconFile size={20} aria-hidden />}
      </Thumb>
      <FileText>
        <span>{file.name}</span>
        <span>{formatFileSize(file.size, i18n.language)}</span>
      </FileText>
      {onRemove && (
        <RemoveButton
          type="button"
          aria-label={t('fileInput.remove', { name: file.name })}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </RemoveButton>
      )}
    </FileRow>
  );
}
