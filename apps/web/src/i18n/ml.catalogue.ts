/** Malayalam's whole catalogue in one chunk: every file of the language, merged (./catalogues.ts). */
import { assemble, type CatalogueTree } from './catalogues';

export default assemble(
  import.meta.glob<CatalogueTree>(
    ['./ml.json', './ref/ml.json', '../features/*/i18n/ml.json', '!../features/admin/**'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
