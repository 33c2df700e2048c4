import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';

import * as preview from '../../.storybook/preview.tsx';

// The accessibility addon's hook too: the story test a picture run stands for ends with axe.
setProjectAnnotations([a11yAddonAnnotations, preview]);
