/** Body of a 400 on a bad request body: one or more messages per field. */
export interface FieldErrors {
  errors: Record<string, string[]>;
}

/** Body of most 404s and of other errors that carry a sentence (README "Errors"). */
export interface MessageBody {
  message: string;
}

/** Semantic colour names the UI maps to its theme (primary, success, error, ...). */
export type ThemeColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';
