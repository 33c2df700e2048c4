import { forwardRef, useMemo, type HTMLAttributes } from 'react';

import { StyledSafeHtml } from './safe-html.styles.ts';
import { sanitizeHtml, type SafeHtmlLinkTarget } from './sanitize.ts';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Untrusted HTML: a string or `{ html: string }`; anything else logs a warning and renders nothing. */
  html: unknown;
  /** The wrapping element. */
  as?: 'div' | 'span' | 'p' | 'section' | 'article';
  /** `blank` opens links in a new tab, `self` in this one; both get rel="noopener noreferrer". */
  linkTarget?: SafeHtmlLinkTarget;
}

/**
 * Renders HTML from users or the API (mail bodies, product descriptions, editor output) after
 * DOMPurify has removed scripts, event handlers, `javascript:` URLs, frames and forms.
 */
export const SafeHtml = forwardRef<HTMLElement, SafeHtmlProps>(function SafeHtml(
  { html, as = 'div', linkTarget = 'blank', ...rest },
  ref,
) {
  const clean = useMemo(() => sanitizeHtml(html, { linkTarget }), [html, linkTarget]);
  if (clean === null) return null;
  return (
    <StyledSafeHtml
      ref={ref}
      as={as}
      // The only innerHTML in the design system, and it only ever receives DOMPurify output.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
});
