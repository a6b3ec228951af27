import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import { inject } from 'vitest';
import * as projectAnnotations from './preview';

// Applies the preview's decorators, globals and the a11y checks to stories run as Vitest tests.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
// Play functions' findBy and waitFor wait up to the storybook project's `find` budget (scripts/time-budgets.ts,
// scaled by TEST_TIME_SCALE), never a figure of their own.
configure({ asyncUtilTimeout: inject('timeBudgets').find });
