import { accounts } from './accounts';
import { admin } from './admin';
import { adminJobPosts } from './admin-job-posts';
import { shell } from './shell';
import { signIn } from './sign-in';

/** The English copy of the admin area (always English), loaded on its own (lib/i18n.ts `loadMessages`). */
export const adminCopy = { ...shell, ...signIn, ...accounts, ...admin, ...adminJobPosts };
