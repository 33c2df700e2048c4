export {
  avatarSvg,
  brandSvg,
  courseSvg,
  coverSvg,
  fileIconSvg,
  illustrationSvg,
  posterSvg,
  productSvg,
} from './art.ts';
export { flagSvg } from './flag.ts';
