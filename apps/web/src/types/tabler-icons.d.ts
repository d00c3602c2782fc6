// Per-icon deep imports keep the whole icon set out of the dev server and the bundle graph.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const Icon: TablerIcon;
  export default Icon;
}
