export { FileInput, type FileInputProps } from './file-input.tsx';
export type { FileRejection, FileRejectionReason } from './validate-files.ts';
