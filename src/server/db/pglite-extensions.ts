import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions the migrations create (pg_trgm: substring and typo search; unaccent: search
 * everywhere), loaded into every PGlite the server, the tests and the benchmarks open.
 */
export const pgliteExtensions = { pg_trgm, unaccent };
