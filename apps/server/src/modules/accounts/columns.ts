/**
 * The profile form (SPEC.md section 3, wire names) as columns of the profiles table, for create and
 * update. The date of birth is the year plus `-01-01` (SPEC.md section 3).
 */
import { heightToInches, type ProfileForm } from '@nikah/shared';
import type { profiles } from '../../db/schema';
import type { ReferenceFields } from './checks';

export type ProfileValues = Omit<
  typeof profiles.$inferInsert,
  'id' | 'userId' | 'slug' | 'profileCode' | 'createdOn' | 'searchVector'
>;

/**
 * Columns of the form's steps 1 to 4; `refs` are the checked reference values. The e-mail is set
 * only when the form has one (`undefined` leaves the column as it is on update).
 */
export function profileValues(form: ProfileForm, refs: ReferenceFields): ProfileValues {
  const inches = heightToInches(form.height);
  if (inches === undefined) throw new Error(`Unknown height ${form.height}`);
  return {
    fullName: form.full_name,
    gender: form.gender,
    martialStatus: form.martial_status,
    detailForThisStatus: form.detail_for_this_status ?? null,
    durationAfterKhulaOrDivorce: form.duration_after_khula_or_divorce ?? null,
    noOfChildren: form.no_of_children ?? null,
    yearOfBirth: form.year_of_birth,
    monthOfBirth: form.month_of_birth ?? null,
    dateOfBirth: `${form.year_of_birth}-01-01`,
    height: form.height,
    heightInches: inches,
    weight: form.weight ?? null,
    education: form.education,
    degree: form.degree ?? null,
    occupation: form.occupation,
    physicalStatus: form.physical_status,
    handicapDetail: form.handicap_detail ?? null,
    hobbies: form.hobbies,
    state: refs.state,
    city: refs.city,
    country: refs.country,
    stateCurrent: refs.state_current ?? null,
    cityCurrent: refs.city_current ?? null,
    countryCurrent: refs.country_current,
    sameLocation: form.same_location,
    fathersName: form.fathers_name,
    fathersOccupation: form.fathers_occupation,
    mothersName: form.mothers_name,
    mothersOccupation: form.mothers_occupation,
    noOfBrothers: form.no_of_brothers,
    noOfMarriedBrothers: form.no_of_married_brothers,
    noOfSisters: form.no_of_sisters,
    noOfMarriedSisters: form.no_of_married_sisters,
    biradari: refs.biradari,
    maslak: refs.maslak,
    contactOf: form.contact_of,
    contactNumber: form.contact_number,
    whatsappCountryCode: form.whatsapp_country_code,
    whatsappNumber: form.whatsapp_number,
    ...(form.email !== undefined ? { email: form.email } : {}),
    privateContact: form.private_contact,
    expectations: form.expectations,
    extraInformation: form.extra_information,
  };
}
