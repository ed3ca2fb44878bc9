/** Telugu's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./te.json', './ref/te.json', '../features/*/i18n/te.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
