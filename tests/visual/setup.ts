import { setProjectAnnotations } from '@storybook/react-vite';

import * as preview from '../../.storybook/preview.tsx';

setProjectAnnotations([preview]);
