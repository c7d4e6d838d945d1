import { messages } from '../messages';

export type LoginValues = { email: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** A shape check only; whether the account exists is for the server to say. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = messages.emailRequired;
  else if (!EMAIL_SHAPE.test(trimmed)) errors.email = messages.adminEmailInvalid;
  if (password === '') errors.password = messages.passwordRequired;
  return errors;
}
