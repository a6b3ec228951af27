// @rove/ui: accessible primitives and RV-rental widgets. One export line per component folder.
export * from './lib/cn.ts';
export * from './provider/ui-provider.tsx';
export * from './components/button/index.ts';
export * from './components/field/index.ts';
export * from './components/text-field/index.ts';
export * from './components/text-area/index.ts';
export * from './widgets/price-breakdown/index.ts';
export * from './icons/index.ts';
export * from './components/dialog/index.ts';
export * from './components/sheet/index.ts';
export * from './components/popover/index.ts';
export * from './components/checkbox/index.ts';
export * from './components/checkbox-group/index.ts';
export * from './components/radio-group/index.ts';
export * from './components/switch/index.ts';
export * from './components/tooltip/index.ts';
export * from './components/menu/index.ts';
