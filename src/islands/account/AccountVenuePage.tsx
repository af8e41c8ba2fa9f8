/** /users/account-venue: the account page of a venue. */
export { AccountVenuePage as default } from './AccountPage.tsx';
