/**
 * The bio-data presenter (SPEC.md sections 6 and 7; DESIGN.md D5, D6): a `profiles` row as what
 * the bio-data PDF prints (`BiodataContent`, modules/biodata/template.ts; the route answers a PDF,
 * so there is no Zod response schema: the template's input is the wire shape).
 * It prints the card and detail fields, native and current place as one line each, and the
 * number of children only for a profile that was married. Two things depend on the viewer and are
 * decided before this is called (modules/biodata/service.ts with the policy module): `photos`,
 * already the variant the viewer may see (originals for the owner, blurred for anyone else), and
 * `withContact`, whether the contact section is printed (the contact policy, a proposal between
 * the two, the day's reveal cap). Without it no contact detail is in the content at all.
 */
import { ageFromDateOfBirth } from '@nikah/shared';
import type { profiles } from '../db/schema';
import type { BiodataContent } from '../modules/biodata/template';
import { valueWriter, type ValueWriter } from '../modules/biodata/values';

/** What the viewer may get, as decided by the bio-data service. */
export interface BiodataContext {
  /** The instant the age is counted at. */
  now: Date;
  /** The photos as data: URLs, already the variant this viewer may see. */
  photos: string[];
  /** Whether the contact section is printed for this viewer. */
  withContact: boolean;
  /** How the PDF's language writes reference values (modules/biodata/values.ts); wire values if absent. */
  values?: ValueWriter;
}

/** Wire values as they are (the English PDF). */
const AS_STORED: ValueWriter = valueWriter('en');

/** Non-empty parts joined with ", " (a place without a city or state). */
const place = (...parts: (string | null)[]) => parts.filter((x) => x && x.trim() !== '').join(', ');

/** What the PDF prints of row `p` for a viewer, as `ctx` decided it (module comment). */
export function presentBiodata(p: typeof profiles.$inferSelect, ctx: BiodataContext): BiodataContent {
  const values = ctx.values ?? AS_STORED;
  return {
    profileCode: p.profileCode,
    fullName: p.fullName,
    gender: values.ref('gender', p.gender),
    age: ageFromDateOfBirth(p.dateOfBirth, ctx.now),
    height: values.height(p.height),
    weight: p.weight,
    martialStatus: values.ref('maritalStatus', p.martialStatus),
    detailForThisStatus: p.detailForThisStatus,
    durationAfterKhulaOrDivorce: p.durationAfterKhulaOrDivorce,
    noOfChildren: p.martialStatus === 'Unmarried' ? null : p.noOfChildren,
    physicalStatus: values.ref('physicalStatus', p.physicalStatus),
    handicapDetail: p.handicapDetail,
    hobbies: p.hobbies,
    education: values.ref('education', p.education),
    degree: p.degree,
    occupation: p.occupation,
    fathersName: p.fathersName,
    fathersOccupation: p.fathersOccupation,
    mothersName: p.mothersName,
    mothersOccupation: p.mothersOccupation,
    noOfBrothers: p.noOfBrothers,
    noOfMarriedBrothers: p.noOfMarriedBrothers,
    noOfSisters: p.noOfSisters,
    noOfMarriedSisters: p.noOfMarriedSisters,
    nativePlace: place(values.ref('city', p.city), values.ref('state', p.state), p.country),
    currentPlace: place(
      values.ref('city', p.cityCurrent),
      values.ref('state', p.stateCurrent),
      p.countryCurrent,
    ),
    maslak: values.ref('maslak', p.maslak),
    biradari: values.ref('biradari', p.biradari),
    expectations: p.expectations,
    extraInformation: p.extraInformation,
    photos: ctx.photos,
    contact: ctx.withContact
      ? {
          contactOf: values.ref('contactOf', p.contactOf),
          contactNumber: p.contactNumber,
          whatsappNumber: `${p.whatsappCountryCode} ${p.whatsappNumber}`,
          email: p.email,
        }
      : null,
  };
}
