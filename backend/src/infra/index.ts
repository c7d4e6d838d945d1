// The start-up as other features see it: the admin sign-in a start creates and prints.
export type { CreatedSignIn } from './start-banner';
