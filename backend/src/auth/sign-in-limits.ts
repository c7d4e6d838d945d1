/** An email can be no longer (RFC 5321); a password longer than this is refused before any hashing. */
export const MAX_LOGIN_EMAIL = 254;
export const MAX_PASSWORD = 1024;
/** A 6-digit code, or a recovery code typed with spaces or dashes. */
export const MAX_CODE = 32;
