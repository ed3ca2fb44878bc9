/** Kannada's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./kn.json', './ref/kn.json', '../features/*/i18n/kn.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
