/** Marathi's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./mr.json', './ref/mr.json', '../features/*/i18n/mr.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
