export { SafeHtml, type SafeHtmlProps } from './safe-html.tsx';
export {
  isSafeHtmlValue,
  sanitizeHtml,
  type SafeHtmlLinkTarget,
  type SafeHtmlValue,
  type SanitizeOptions,
} from './sanitize.ts';
