export {
  avatarSvg,
  brandSvg,
  courseSvg,
  coverSvg,
  fileIconSvg,
  illustrationSvg,
  productSvg,
} from './art.ts';
export { flagSvg } from './flag.ts';
