import { oc } from '@orpc/contract';
import { z } from 'zod';
import { RoleSchema } from '../account';
import { SUPPORTED_LOCALES } from '../i18n';
import { limitedText, requiredText } from '../validation';
import { AccountSchema, NewAccountSchema } from './admin';
import { EmployerMeSchema } from './session';

export const EmployerProfileUpdateSchema = z.object({
  firstName: requiredText('firstName'),
  lastName: requiredText('lastName'),
  title: limitedText('text').optional(),
  /** the language of the employer's e-mails; the interface language itself is stored in the browser */
  locale: z.enum(SUPPORTED_LOCALES),
});
export type EmployerProfileUpdate = z.infer<typeof EmployerProfileUpdateSchema>;

const account = z.object({ accountId: z.string().min(1).max(64) });
const tags = ['employer settings'];

/** A power user's own team: the same rules as in the admin area, always for the caller's company. */
export const employerSettingsContract = {
  updateProfile: oc
    .route({ method: 'PUT', path: '/employers', summary: 'Update the signed-in employer user', tags })
    .input(EmployerProfileUpdateSchema)
    .output(EmployerMeSchema),
  setProfilePicture: oc
    .route({
      method: 'PUT',
      path: '/employers/profile-picture',
      summary: 'Use a completed employer_profile upload as the own profile picture',
      tags,
    })
    .input(z.object({ uploadId: z.uuid() }))
    .output(EmployerMeSchema),
  removeProfilePicture: oc
    .route({
      method: 'DELETE',
      path: '/employers/profile-picture',
      summary: 'Remove the own profile picture',
      tags,
    })
    .output(EmployerMeSchema),
  listTeam: oc
    .route({ method: 'GET', path: '/employers/team', summary: "The company's accounts (power users)", tags })
    .output(z.object({ data: z.array(AccountSchema) })),
  addTeamMember: oc
    .route({ method: 'POST', path: '/employers/team', summary: 'Invite a colleague (power users)', tags })
    .input(NewAccountSchema)
    .output(AccountSchema),
  resendTeamActivation: oc
    .route({
      method: 'POST',
      path: '/employers/team/{accountId}/activation',
      summary: 'Resend an activation e-mail',
      tags,
    })
    .input(account)
    .output(AccountSchema),
  changeTeamRole: oc
    .route({
      method: 'PUT',
      path: '/employers/team/{accountId}/role',
      summary: "Change a colleague's role",
      tags,
    })
    .input(account.extend({ role: RoleSchema }))
    .output(AccountSchema),
  setTeamMemberStatus: oc
    .route({
      method: 'PUT',
      path: '/employers/team/{accountId}/status',
      summary: 'Deactivate or reactivate a colleague',
      tags,
    })
    .input(account.extend({ active: z.boolean() }))
    .output(AccountSchema),
};
