import type { Account } from '@veil/domain/contracts';

/** First and last name, as the account tables and dialogs show a person. */
export function fullName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`;
}
