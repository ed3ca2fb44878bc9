/** Hindi's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./hi.json', './ref/hi.json', '../features/*/i18n/hi.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
