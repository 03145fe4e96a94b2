import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/keyset';
import { textArray } from '../../db/sql-values';

/*
 * The places of the job search: a location the candidate types stands for places of the vocabulary
 * of places (job_places, migration 0025: the office locations of the jobs a candidate can find), and
 * the search matches those places exactly, each one range of the index
 * (office_location, published_at, id).
 */

/** At most this many places are named in a search's statements (more: see placeCondition). */
export const PLACES_MAX = 100;

/** Where a search's place stands: what was typed, and the places it was taken for. */
export type PlaceFilter = {
  location: string;
  /** the places of placesQuery, matched exactly; null or absent: matched within the statement */
  places?: string[] | null;
  /** no place holds the location as written: it stands for the places similar to it (typos) */
  fuzzyLocation?: boolean;
};

/**
 * The places a location stands for: those holding it as written, any part of them ("Frankfurt"
 * finds "Frankfurt am Main"); when none does, the location is taken as misspelt and stands for the
 * places similar to it by word similarity ("Berln" finds "Berlin"). `written` says which; at most
 * PLACES_MAX + 1 rows, most similar first.
 */
export function placesQuery(location: string): SQL {
  return sql`with written as (
      select p.place from job_places p where p.place ilike ${`%${escapeLike(location)}%`}
      order by p.place limit ${PLACES_MAX + 1}
    )
    select place, true as written from written
    union all
    (select p.place, false from job_places p
      where not exists (select 1 from written) and p.place %> ${location}
      order by word_similarity(${location}, p.place) desc, p.place limit ${PLACES_MAX + 1})`;
}

/**
 * The location as a condition on `j`: the places it stands for, each one range of the place index
 * (one place: an equality, so a page of that place is read newest first from its range). Without
 * the places named (not looked up, or too many), the vocabulary is asked within the statement.
 */
export function placeCondition({ location, places, fuzzyLocation }: PlaceFilter): SQL {
  if (places?.length === 1) return sql`j.office_location = ${places[0]}`;
  if (places) return sql`j.office_location = any(${textArray(places)})`;
  const similar = fuzzyLocation
    ? sql`p.place %> ${location}`
    : sql`p.place ilike ${`%${escapeLike(location)}%`}`;
  return sql`j.office_location in (select p.place from job_places p where ${similar})`;
}
