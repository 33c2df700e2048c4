import { http, HttpResponse } from 'msw';

import {
  avatarSvg,
  brandSvg,
  courseSvg,
  coverSvg,
  fileIconSvg,
  flagSvg,
  illustrationSvg,
  posterSvg,
  productSvg,
} from '../assets/index.ts';
import { ASSET_ROOT } from '../lib/asset-paths.ts';

const DRAW: Record<string, (slug: string) => string> = {
  avatars: avatarSvg,
  products: productSvg,
  flags: flagSvg,
  courses: courseSvg,
  posters: posterSvg,
  covers: coverSvg,
  illustrations: illustrationSvg,
  brands: brandSvg,
};

// Drawn once per name; the same name always gives the same picture, so caching is safe.
const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=86400' };
const svgResponse = (body: string): Response =>
  new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', ...CACHE_HEADERS } });

/**
 * Images of the seeded data, drawn as SVG from their path (`/mock-assets/avatars/jordan-lee.svg`),
 * so the app needs neither external URLs nor binary files. Attachments get a small text file.
 */
export const assetsHandlers = [
  http.get(`*${ASSET_ROOT}/:kind/:name`, ({ params }) => {
    const kind = String(params.kind);
    const name = String(params.name);
    if (kind === 'files') {
      const icon = /^icon-([a-z0-9]{1,8})\.svg$/i.exec(name);
      if (icon?.[1]) return svgResponse(fileIconSvg(icon[1]));
      // Header values must be ASCII, so the file name is reduced to safe characters.
      return new HttpResponse(`Sample attachment "${name}" from the Atrium fake API.\n`, {
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
          ...CACHE_HEADERS,
        },
      });
    }
    const draw = DRAW[kind];
    const slug = /^([a-z0-9-]{1,120})\.svg$/i.exec(name)?.[1];
    if (!draw || !slug) return new HttpResponse(null, { status: 404 });
    return svgResponse(draw(slug.toLowerCase()));
  }),
];
