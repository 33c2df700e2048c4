export { SafeHtml, type SafeHtmlProps } from './safe-html.tsx';
export {
  isSafeHtmlValue,
  sanitizeHtml,
  type SafeHtmlLinkTarget,
  type SafeHtmlValue,
  type SanitizeOptions,
} from './sanitize.ts';
export { SafeHtmlFrame, type SafeHtmlFrameProps } from './safe-html-frame.tsx';
