import * as v from 'valibot';

/**
 * The deploy config's `company`: who sells the lines and how a customer reaches them. Checked by
 * the deploy script with the rest of the config (deploy-config-check.ts) and again where it is
 * shown (the footer's and the error pages' contact lines, which load after the first paint): the
 * app's start-up check (deploy-config.ts) only sees that it is an object, so these rules stay out
 * of the first load.
 */

/** Each company field: what it must look like, and the sentence a wrong value gets. */
const companyField = (field: string, pattern: RegExp, shape: string) =>
  v.pipe(
    v.string(`company.${field} must be a string`),
    v.trim(),
    v.regex(pattern, `company.${field} is ${shape}`),
  );
const ANY_TEXT = /\S/;
const TEN_DIGITS = /^\d{10}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The mobile networks an MVNO in Mexico runs on: Altán Redes' Red Compartida (the wholesale
 * shared network most MVNOs use), or Telcel's or AT&T's by a wholesale agreement. The page names
 * it in the customer's language (i18n/company-contact.ts).
 */
export const COMPANY_NETWORKS = ['altan-red-compartida', 'telcel', 'att'] as const;
export type CompanyNetwork = (typeof COMPANY_NETWORKS)[number];

/**
 * Who sells the lines and how a customer reaches them: shown in the footer and on the error pages,
 * one place for every page (the operator's own values at deploy time; the sandbox's are made up).
 */
export const CompanySchema = v.strictObject(
  {
    /** Razón social, as registered. */
    legalName: companyField('legalName', ANY_TEXT, 'the razón social, not empty'),
    /** RFC of a legal person: 3 letters, the date (YYMMDD), 3 letters or digits. */
    rfc: companyField('rfc', /^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/, 'a legal person RFC (12 characters)'),
    /** The registered address, one line. */
    address: companyField('address', ANY_TEXT, 'the registered address, not empty'),
    /** The IFT concession (título de concesión) the operator sells under. */
    iftConcession: companyField('iftConcession', ANY_TEXT, 'the IFT concession, not empty'),
    /** PROFECO registration of the adhesion contract. */
    profecoRegistration: companyField('profecoRegistration', ANY_TEXT, 'the PROFECO registration, not empty'),
    /** Customer service phone, 10 digits. */
    phone: companyField('phone', TEN_DIGITS, 'the 10-digit number'),
    /** WhatsApp number, 10 digits (Mexico's +52 is added). */
    whatsapp: companyField('whatsapp', TEN_DIGITS, 'the 10-digit number'),
    /** The chat's hours, every day, in Mexico City's time. */
    chatHours: v.strictObject({
      opens: companyField('chatHours.opens', CLOCK, 'HH:MM'),
      closes: companyField('chatHours.closes', CLOCK, 'HH:MM'),
    }),
    /** The network the lines run on, named on plan selection's coverage check and in the footer. */
    network: v.picklist(COMPANY_NETWORKS, `company.network is one of ${COMPANY_NETWORKS.join(', ')}`),
  },
  (issue) =>
    issue.expected === 'never'
      ? 'company: unknown setting'
      : issue.path?.length
        ? 'required, missing'
        : 'company must be an object',
);
export type Company = v.InferOutput<typeof CompanySchema>;

export type CompanyResult = { ok: true; company: Company } | { ok: false; problems: string[] };

/** Checks the deploy config's `company` value; each problem as `company.<field>: what is wrong`. */
export function parseCompany(input: unknown): CompanyResult {
  const result = v.safeParse(CompanySchema, input);
  if (result.success) return { ok: true, company: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return `${path ? `company.${path}` : 'company'}: ${issue.message}`;
    }),
  };
}
