/** Odia's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./or.json', './ref/or.json', '../features/*/i18n/or.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
