import { eq, sql, type SQL } from 'drizzle-orm';
import type { DiscoveryInterests } from '@shared/schemas/discovered-conference';
import type { Db } from '../../db/client';
import { discoveryInterests } from '../../db/schema/index';

const NONE: DiscoveryInterests = { topics: [], countries: [], online: false, languages: [] };

/** My saved interests; empty lists (nothing matches) until I save some. */
export async function getInterests(db: Db, userId: number): Promise<DiscoveryInterests> {
  const [row] = await db
    .select({
      topics: discoveryInterests.topics,
      countries: discoveryInterests.countries,
      online: discoveryInterests.online,
      languages: discoveryInterests.languages,
    })
    .from(discoveryInterests)
    .where(eq(discoveryInterests.userId, userId));
  return row ?? NONE;
}

/** Each value once, ignoring case (the first spelling kept); language codes in capitals. */
function distinct(values: readonly string[], upper = false): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const spelled = upper ? value.toUpperCase() : value;
    if (!seen.has(spelled.toLowerCase())) seen.set(spelled.toLowerCase(), spelled);
  }
  return [...seen.values()];
}

/** Replaces my interests with `input` (already validated). */
export async function saveInterests(
  db: Db,
  userId: number,
  input: DiscoveryInterests,
): Promise<DiscoveryInterests> {
  const values = {
    topics: distinct(input.topics),
    countries: distinct(input.countries),
    online: input.online,
    languages: distinct(input.languages, true),
  };
  await db
    .insert(discoveryInterests)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: discoveryInterests.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return values;
}

/** Any value of the text[] `left` equal to one of `right`, ignoring case. */
const anyInCommon = (left: SQL, right: SQL) =>
  sql`exists (select 1 from unnest(${left}) a join unnest(${right}) b on lower(a) = lower(b))`;

/**
 * Whether the discovered conference `c` matches the interests `i` (a discovery_interests row):
 * every criterion I filled in matches, the place being my countries or, with Online ticked, an
 * online conference. Someone with no interests at all matches nothing, so nobody is flooded.
 */
export function matchesInterests(c: string, i: string): SQL {
  const col = (alias: string, name: string) => sql.raw(`${alias}.${name}`);
  const [topics, countries, online, languages] = ['topics', 'countries', 'online', 'languages'].map(
    (name) => col(i, name),
  ) as [SQL, SQL, SQL, SQL];
  const anyPlace = sql`(cardinality(${countries}) > 0 or ${online})`;
  return sql`(
    (cardinality(${topics}) > 0 or ${anyPlace} or cardinality(${languages}) > 0)
    and (cardinality(${topics}) = 0 or ${anyInCommon(col(c, 'topics'), topics)})
    and (not ${anyPlace}
         or (${online} and ${col(c, 'online')})
         or ${anyInCommon(sql`array[${col(c, 'country')}]`, countries)})
    and (cardinality(${languages}) = 0 or ${anyInCommon(col(c, 'locales'), languages)}))`;
}
