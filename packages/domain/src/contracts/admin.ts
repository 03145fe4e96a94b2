import { oc } from '@orpc/contract';
import { z } from 'zod';
import { AccountStatusSchema, RoleSchema } from '../account';
import { PageQuerySchema, pageOf } from '../paging';
import { EmailSchema, limitedText, requiredText } from '../validation';

/** A company as the admin list shows it, with its head counts. */
export const CompanyListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  userCount: z.number().int(),
  powerUserCount: z.number().int(),
  jobPostCount: z.number().int(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
});
export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;

/** An employer account of a company (spec section 3, Employer user) as admins and power users see it. */
export const AccountSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  external: z.boolean(),
  status: AccountStatusSchema,
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

export const NewAccountSchema = z.object({
  firstName: requiredText('firstName'),
  lastName: requiredText('lastName'),
  title: limitedText('text').optional(),
  email: EmailSchema,
  role: RoleSchema,
  external: z.boolean().default(false),
});
export type NewAccount = z.infer<typeof NewAccountSchema>;

export const NewCompanySchema = z.object({
  name: requiredText('companyName'),
  email: EmailSchema,
  powerUser: NewAccountSchema.omit({ role: true, external: true }),
});
export type NewCompany = z.infer<typeof NewCompanySchema>;

const companyId = z.object({ companyId: z.uuid() });
const accountPath = companyId.extend({ accountId: z.string().min(1).max(64) });
const tags = ['admin'];

export const adminContract = {
  listCompanies: oc
    .route({
      method: 'GET',
      path: '/admin/companies',
      summary: 'Companies, newest first, searchable by name',
      tags,
    })
    .input(PageQuerySchema.extend({ name: z.string().trim().max(80).optional() }))
    .output(pageOf(CompanyListItemSchema)),
  createCompany: oc
    .route({
      method: 'POST',
      path: '/admin/companies',
      summary: 'Create a company with its first power user',
      tags,
    })
    .input(NewCompanySchema)
    .output(CompanyListItemSchema),
  getCompany: oc
    .route({ method: 'GET', path: '/admin/companies/{companyId}', summary: 'One company', tags })
    .input(companyId)
    .output(CompanyListItemSchema),
  renameCompany: oc
    .route({
      method: 'PUT',
      path: '/admin/companies/{companyId}/name',
      summary: 'Change a company name',
      tags,
    })
    .input(companyId.extend({ name: requiredText('companyName') }))
    .output(CompanyListItemSchema),
  setCompanyStatus: oc
    .route({
      method: 'PUT',
      path: '/admin/companies/{companyId}/status',
      summary: 'Activate or deactivate a company (deactivation signs its users out)',
      tags,
    })
    .input(companyId.extend({ isActive: z.boolean() }))
    .output(CompanyListItemSchema),
  listAccounts: oc
    .route({
      method: 'GET',
      path: '/admin/companies/{companyId}/accounts',
      summary: 'Accounts of a company',
      tags,
    })
    .input(companyId)
    .output(z.object({ data: z.array(AccountSchema) })),
  addAccount: oc
    .route({
      method: 'POST',
      path: '/admin/companies/{companyId}/accounts',
      summary: 'Invite an account',
      tags,
    })
    .input(companyId.extend(NewAccountSchema.shape))
    .output(AccountSchema),
  resendActivation: oc
    .route({
      method: 'POST',
      path: '/admin/companies/{companyId}/accounts/{accountId}/activation',
      summary: 'Send a new activation e-mail to a pending account',
      tags,
    })
    .input(accountPath)
    .output(AccountSchema),
  changeRole: oc
    .route({
      method: 'PUT',
      path: '/admin/companies/{companyId}/accounts/{accountId}/role',
      summary: 'Change a role',
      tags,
    })
    .input(accountPath.extend({ role: RoleSchema }))
    .output(AccountSchema),
  setAccountStatus: oc
    .route({
      method: 'PUT',
      path: '/admin/companies/{companyId}/accounts/{accountId}/status',
      summary: 'Deactivate or reactivate an account',
      tags,
    })
    .input(accountPath.extend({ active: z.boolean() }))
    .output(AccountSchema),
  deleteAccount: oc
    .route({
      method: 'DELETE',
      path: '/admin/companies/{companyId}/accounts/{accountId}',
      summary: 'Delete an account',
      tags,
    })
    .input(accountPath)
    .output(z.object({ deleted: z.literal(true) })),
};
