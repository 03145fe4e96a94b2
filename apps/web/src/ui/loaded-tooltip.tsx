// Mantine's tooltip as a module of its own, for ./hint-tooltip.tsx to load on first use.
export { Tooltip as default } from '@mantine/core';
