import { appearanceStorageKey } from './settings.ts';
import { defaultPrimary, surfaces } from './tokens.ts';

interface PrePaintOptions {
  /** localStorage key of the language choice. */
  languageStorageKey: string;
  /** Languages written right to left. */
  rtlLanguages: readonly string[];
  defaultLanguage: string;
  supportedLanguages: readonly string[];
}

/**
 * A classic script for `<head>` that applies the stored appearance, language and direction (the
 * language's unless the appearance settings override it) before the first paint, so a reload
 * never flashes the wrong theme or direction. It is plain ES5-level JS on purpose: it runs before
 * any module loads and must not throw on a corrupt store.
 */
export function prePaintScript(options: PrePaintOptions): string {
  const cfg = JSON.stringify({ key: appearanceStorageKey, ...options });
  return `(function(){try{var c=${cfg},d=document.documentElement,s=localStorage;
var a=null;try{a=JSON.parse(s.getItem(c.key)||'null')}catch(e){}
if(a&&typeof a==='object'){var m=a.mode==='dark'||a.mode==='light'?a.mode:(a.mode==='system'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');
d.setAttribute('data-mode',m);d.setAttribute('data-mode-setting',a.mode||'light');d.style.colorScheme=m;
if(a.skin==='bordered'||a.skin==='default')d.setAttribute('data-skin',a.skin);
d.setAttribute('data-nav-scheme',a.semiDarkNav===true?'semi-dark':'default');
var v=a.cssVars;if(v&&typeof v==='object'){for(var k in v){if(/^--at-[a-z-]+$/.test(k)&&/^#[0-9A-Fa-f]{6}$/.test(String(v[k])))d.style.setProperty(k,v[k])}}}
var l=s.getItem(c.languageStorageKey);if(c.supportedLanguages.indexOf(l)<0)l=c.defaultLanguage;
var r=a&&(a.direction==='ltr'||a.direction==='rtl')?a.direction:null;if(r)d.setAttribute('data-dir-setting',r);
d.setAttribute('lang',l);d.setAttribute('dir',r||(c.rtlLanguages.indexOf(l)>=0?'rtl':'ltr'));
}catch(e){}})();`;
}

/**
 * CSS for `<head>`: the page background of each mode and skin, and the initial loader, so the
 * very first paint (before any JS) already has the stored theme's colours. Built from the tokens.
 */
export function prePaintCss(): string {
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const skin of ['default', 'bordered'] as const) {
      const base = mode === 'light' && skin === 'default' ? 'html' : '';
      const selector = `${base}${base ? ',' : ''}html[data-mode='${mode}'][data-skin='${skin}']`;
      rules.push(`${selector}{background:${surfaces[mode][skin].background};color-scheme:${mode}}`);
    }
  }
  rules.push(
    `html[data-mode='dark']:not([data-skin]){background:${surfaces.dark.default.background}}`,
  );
  rules.push(
    `#initial-loader{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;z-index:2147483647}`,
    `#initial-loader svg{inline-size:56px;block-size:56px;color:var(--at-color-primary,${defaultPrimary})}`,
    `#initial-loader::after{content:'';inline-size:40px;block-size:40px;border-radius:50%;border:3px solid var(--at-color-primary,${defaultPrimary});border-inline-end-color:transparent;animation:at-initial-spin .8s linear infinite}`,
    `@keyframes at-initial-spin{to{transform:rotate(360deg)}}`,
    `@media (prefers-reduced-motion:reduce){#initial-loader::after{animation-duration:3s}}`,
  );
  return rules.join('\n');
}
