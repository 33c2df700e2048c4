import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type IframeHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';

import { useDirection } from '../i18n/use-direction.ts';
import { useAppearance } from '../theme/appearance-provider.tsx';
import { frameDocument, varsRead } from './frame-document.ts';
import { proseCss } from './prose-css.ts';
import { StyledSafeHtmlFrame } from './safe-html-frame.styles.ts';
import { sanitizeHtml } from './sanitize.ts';

export interface SafeHtmlFrameProps extends Omit<
  IframeHTMLAttributes<HTMLIFrameElement>,
  'src' | 'srcDoc' | 'sandbox' | 'children'
> {
  /** Untrusted HTML (a mail's message): a string or `{ html: string }`. */
  html: unknown;
  /** Names the frame for screen readers ("Message: <subject>"). */
  title: string;
}

/**
 * A sandbox that lets nothing run: no `allow-scripts`, so neither a script nor a handler in the
 * HTML can execute even if one got past the sanitizer; popups only for links (new tab, outside
 * the sandbox); same origin so the page can size the frame to its content.
 */
const SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** `@font-face` rules of the page's own stylesheets, for the frame's document. */
function pageFontFaces(): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: not ours to read.
    }
    for (const rule of list) if (rule instanceof CSSFontFaceRule) rules.push(rule.cssText);
  }
  return rules.join('\n');
}

/**
 * Hostile HTML (a mail from anyone) shown in a frame of its own: sanitized (DOMPurify, as
 * SafeHtml), then put in a sandboxed `<iframe>` without scripts, so its styles and markup can
 * neither run nor reach the page. It takes the page's fonts and theme colours, reads in its own
 * text's direction, links open in a new tab, and it is as tall as its content (no scrollbar).
 */
export function SafeHtmlFrame({ html, title, ...rest }: SafeHtmlFrameProps) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const direction = useDirection();
  const { resolvedMode, settings } = useAppearance();
  const frame = useRef<HTMLIFrameElement>(null);
  const [srcDoc, setSrcDoc] = useState<string | undefined>(undefined);
  const [height, setHeight] = useState(0);
  const clean = useMemo(() => sanitizeHtml(html, { linkTarget: 'blank' }), [html]);
  const css = useMemo(() => proseCss(theme), [theme]);

  // The theme's values are read where the frame is, so a new mode, skin or colour re-renders it.
  useEffect(() => {
    const element = frame.current;
    if (!element || clean === null) return;
    const computed = getComputedStyle(element);
    const vars = Object.fromEntries(
      varsRead(css).map((name) => [name, computed.getPropertyValue(name).trim()]),
    );
    setSrcDoc(
      frameDocument(clean, {
        css,
        vars,
        fontFaces: pageFontFaces(),
        fontFamily: computed.fontFamily,
        lang: i18n.language,
        pageDir: direction,
      }),
    );
  }, [clean, css, i18n.language, direction, resolvedMode, settings]);

  const fit = useCallback(() => {
    const body = frame.current?.contentDocument?.body;
    if (!body) return undefined;
    const measure = () => setHeight(Math.ceil(body.getBoundingClientRect().height));
    measure();
    // Pictures that load later, a narrower window: the frame follows its content. In the next
    // frame, not in the observer's callback: a new height can move the page's scrollbar and so
    // the body's width, which would be a resize inside the same loop.
    let pending = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(measure);
    });
    observer.observe(body);
    return () => {
      cancelAnimationFrame(pending);
      observer.disconnect();
    };
  }, []);
  const unfit = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => unfit.current?.(), []);

  if (clean === null) return null;
  return (
    <StyledSafeHtmlFrame
      ref={frame}
      title={title}
      sandbox={SANDBOX}
      srcDoc={srcDoc}
      height={height}
      onLoad={() => {
        unfit.current?.();
        unfit.current = fit();
      }}
      {...rest}
    />
  );
}
