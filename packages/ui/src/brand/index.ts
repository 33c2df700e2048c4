export { Brand, type BrandProps } from './brand.tsx';
