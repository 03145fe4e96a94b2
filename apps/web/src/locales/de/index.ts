import type { Messages } from '../en';
import { accounts } from './accounts';
import { admin } from './admin';
import { company } from './company';
import { settings } from './settings';
import { shell } from './shell';
import { signIn } from './sign-in';

/** German UI copy (default language): formal "Sie", gender-inclusive where people are named. */
export const de: Messages = { ...shell, ...company, ...settings, ...accounts, ...admin, ...signIn };
