import { appearanceStorageKey } from './settings.ts';

interface PrePaintOptions {
  /** localStorage key of the language choice. */
  languageStorageKey: string;
  /** Languages written right to left. */
  rtlLanguages: readonly string[];
  defaultLanguage: string;
  supportedLanguages: readonly string[];
}

/**
 * A classic script for `<head>` that applies the stored appearance and language before the first
 * paint, so a reload never flashes the wrong theme or direction. It is plain ES5-level JS on
 * purpose: it runs before any module loads and must not throw on a corrupt store.
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
d.setAttribute('lang',l);d.setAttribute('dir',c.rtlLanguages.indexOf(l)>=0?'rtl':'ltr');
}catch(e){}})();`;
}
