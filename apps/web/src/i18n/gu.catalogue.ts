/** Gujarati's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./gu.json', './ref/gu.json', '../features/*/i18n/gu.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
