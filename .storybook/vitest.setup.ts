import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

// Applies the preview's decorators, globals and the a11y checks to stories run as Vitest tests.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
