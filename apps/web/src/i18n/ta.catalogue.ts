/** Tamil's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./ta.json', './ref/ta.json', '../features/*/i18n/ta.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
