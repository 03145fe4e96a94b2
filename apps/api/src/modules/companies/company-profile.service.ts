import { missingCompanyFields, normaliseEmail } from '@veil/domain';
import {
  type CompanyProfile,
  type CompanyUpdate,
  type PublicCompany,
  RICH_TEXT_MAX_VISIBLE,
} from '@veil/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import { sanitizeRichText, visibleText } from '../../content/rich-text';
import type { Db, Tx } from '../../db/client';
import { companies, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertNoConflicts } from '../../errors/conflicts';
import { companyIdentityConflicts, companyNameKey } from './company-identity';

type CompanyRow = typeof companies.$inferSelect;

function toProfile(row: CompanyRow): CompanyProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    industry: row.industry as CompanyProfile['industry'],
    subIndustry: row.subIndustry as CompanyProfile['subIndustry'],
    location: row.location,
    companySize: row.companySize as CompanyProfile['companySize'],
    website: row.website,
    socialLinks: row.socialLinks as CompanyProfile['socialLinks'],
    introduction: row.introduction,
    benefits: row.benefits,
    defaultPersonInChargeId: row.defaultPersonInChargeId,
    defaultReviewerId: row.defaultReviewerId,
    isActive: row.isActive,
    missingFields: missingCompanyFields(row),
  };
}

/** A company's information with the required fields still missing. */
export async function getCompanyProfile(db: Db | Tx, companyId: string): Promise<CompanyProfile> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new AppError('company_not_found');
  return toProfile(row);
}

/** The public face of an active company, for candidates; a deactivated company is not found. */
export async function getPublicCompany(db: Db, companyId: string): Promise<PublicCompany> {
  const profile = await getCompanyProfile(db, companyId);
  if (!profile.isActive) throw new AppError('company_not_found');
  const {
    id,
    name,
    industry,
    subIndustry,
    location,
    companySize,
    website,
    socialLinks,
    introduction,
    benefits,
  } = profile;
  return {
    id,
    name,
    industry,
    subIndustry,
    location,
    companySize,
    website,
    socialLinks,
    introduction,
    benefits,
  };
}

/** A required rich-text section, sanitised: not empty (a company needs it to post jobs), not too long. */
function richText(field: 'introduction' | 'benefits', html: string): string {
  const clean = sanitizeRichText(html);
  const length = visibleText(clean).trim().length;
  if (length === 0)
    throw new AppError('invalid_request_body', {
      issues: [{ path: [field], message: 'validation.required' }],
    });
  if (length > RICH_TEXT_MAX_VISIBLE)
    throw new AppError('invalid_request_body', { field, max: RICH_TEXT_MAX_VISIBLE });
  return clean;
}

async function assertMember(
  tx: Tx,
  companyId: string,
  userId: string | null,
  field: string,
  roles: string[],
) {
  if (!userId) return;
  const [member] = await tx
    .select({ role: employerUsers.role, status: employerUsers.status })
    .from(employerUsers)
    .where(and(eq(employerUsers.id, userId), eq(employerUsers.companyId, companyId)));
  if (!member || member.status === 'inactive' || !roles.includes(member.role)) {
    throw new AppError('invalid_request_body', { field });
  }
}

/** Saves one section of the company information (`updateType`), as a power user of the company. */
export async function updateCompanyProfile(
  tx: Tx,
  input: { companyId: string; update: CompanyUpdate; actor: Actor },
): Promise<CompanyProfile> {
  const { companyId, update } = input;
  const stamp = { updatedAt: new Date(), updatedBy: input.actor.email };
  switch (update.updateType) {
    case 'basic_information': {
      const email = normaliseEmail(update.email);
      assertNoConflicts(
        await companyIdentityConflicts(tx, {
          name: update.name,
          exceptCompanyId: companyId,
          addresses: [{ field: 'email', email, exceptCompanyId: companyId }],
        }),
      );
      await tx
        .update(companies)
        .set({
          name: update.name.trim(),
          nameKey: companyNameKey(update.name),
          email,
          industry: update.industry,
          subIndustry: update.subIndustry ?? null,
          location: update.location,
          companySize: update.companySize,
          website: update.website,
          socialLinks: update.socialLinks,
          ...stamp,
        })
        .where(eq(companies.id, companyId));
      break;
    }
    case 'introduction':
      await tx
        .update(companies)
        .set({ introduction: richText('introduction', update.introduction), ...stamp })
        .where(eq(companies.id, companyId));
      break;
    case 'benefits':
      await tx
        .update(companies)
        .set({ benefits: richText('benefits', update.benefits), ...stamp })
        .where(eq(companies.id, companyId));
      break;
    case 'defaults':
      await assertMember(tx, companyId, update.defaultPersonInChargeId, 'defaultPersonInChargeId', [
        'power_user',
        'regular_user',
      ]);
      await assertMember(tx, companyId, update.defaultReviewerId, 'defaultReviewerId', [
        'power_user',
        'regular_user',
        'reviewer_user',
      ]);
      await tx
        .update(companies)
        .set({
          defaultPersonInChargeId: update.defaultPersonInChargeId,
          defaultReviewerId: update.defaultReviewerId,
          ...stamp,
        })
        .where(eq(companies.id, companyId));
      break;
  }
  return getCompanyProfile(tx, companyId);
}
