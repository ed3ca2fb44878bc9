/** Urdu's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./ur.json', './ref/ur.json', '../features/*/i18n/ur.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
