export { Slider, type SliderMark, type SliderProps } from './slider.tsx';
