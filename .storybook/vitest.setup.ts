import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import './vitest.find-budget.ts';

// The browser projects' setup (tests that compose stories themselves): applies the preview's decorators, globals and
// the a11y checks, and testing-library's wait budget (./vitest.find-budget.ts).
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
