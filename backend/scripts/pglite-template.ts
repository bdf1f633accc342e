/**
 * Writes the empty embedded database that a new data folder starts from (see writePgliteTemplate in
 * src/platform/db/create-db.ts). `npm run build` runs it after compiling, into dist/.
 */
import { DEFAULT_PGLITE_TEMPLATE, writePgliteTemplate } from '../src/platform/db/create-db.js';

const file = process.argv[2] ?? DEFAULT_PGLITE_TEMPLATE;
const bytes = await writePgliteTemplate(file);
console.log(`wrote ${file} (${(bytes / 1048576).toFixed(1)} MB)`);
