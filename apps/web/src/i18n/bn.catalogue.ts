/** Bengali's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./bn.json', './ref/bn.json', '../features/*/i18n/bn.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
