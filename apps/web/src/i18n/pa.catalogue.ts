/** Punjabi's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./pa.json', './ref/pa.json', '../features/*/i18n/pa.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
