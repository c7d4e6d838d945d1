// Sign-in as other features see it: the admins' table an announcement names its author from, and
// the sign-in failures the purge forgets once they no longer count. Its module is for the app alone
// to import.
export { Admin } from './admin.entity';
export { LoginFailure } from './login-failure.entity';
export { FAILURE_DECAY_SECONDS } from './login-policy';
