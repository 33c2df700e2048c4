import { slugify } from './text.ts';

/**
 * Local image paths: the `assets` handlers draw these as SVG on request, so the app needs no
 * external URL and no binary file (it must work offline).
 */
export const ASSET_ROOT = '/mock-assets';

export type AssetKind =
  | 'avatars'
  | 'products'
  | 'flags'
  | 'courses'
  | 'posters'
  | 'covers'
  | 'illustrations'
  | 'brands'
  | 'files';

export const assetPath = (kind: AssetKind, name: string): string => `${ASSET_ROOT}/${kind}/${name}`;

/** Initials avatar of a person, e.g. `/mock-assets/avatars/jordan-stevenson.svg`. */
export const avatarPath = (fullName: string): string =>
  assetPath('avatars', `${slugify(fullName)}.svg`);

export const productImagePath = (productName: string): string =>
  assetPath('products', `${slugify(productName)}.svg`);

/** `us` → `/mock-assets/flags/us.svg` */
export const flagPath = (countryCode: string): string =>
  assetPath('flags', `${countryCode.toLowerCase()}.svg`);

export const courseImagePath = (title: string): string =>
  assetPath('courses', `${slugify(title)}.svg`);

/** A course's 16:9 lesson poster (extension, README "Academy (extension)"). */
export const posterPath = (title: string): string => assetPath('posters', `${slugify(title)}.svg`);

export const coverPath = (name: string): string => assetPath('covers', `${slugify(name)}.svg`);

export const illustrationPath = (name: string): string =>
  assetPath('illustrations', `${slugify(name)}.svg`);

export const brandPath = (name: string): string => assetPath('brands', `${slugify(name)}.svg`);

export const filePath = (fileName: string): string => assetPath('files', fileName);
