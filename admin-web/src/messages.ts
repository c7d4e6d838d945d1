import { createMessages } from '@gameshift/contracts';
import { config } from './config';

/** The shared catalogue: every text the SPEC names comes from here, so UI and tests cannot drift. */
export const messages = createMessages(config.productName);

const minutes = (n: number): string => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** Labels and notices only the admin portal shows. */
export const adminText = Object.freeze({
  portalTitle: `${config.productName} Admin`,
  signInHeading: `${config.productName} Admin`,
  signInIntro: 'Sign in with your admin account.',
  email: 'Email',
  password: 'Password',
  backToMainSite: 'Back to main site',
  signOut: 'Sign out',
  signInAgain: 'Sign in again',
  sessionExpiresIn: (n: number) =>
    `Your session expires in ${minutes(n)}. Sign in again to keep working.`,
  sessionEnded: 'Your session has ended. Please sign in again.',

  dashboard: 'Dashboard',
  reservations: 'Reservations',
  violations: 'Violations',
  audit: 'Audit log',

  statTotal: 'Total',
  statPending: 'Pending',
  statVerified: 'Verified',
  statReserved: 'Reserved',
  statViolations: 'Violations',
  statsFailed: 'The figures could not be loaded.',
  signupChartTitle: 'Sign-ups per day',
  signupChartRange: (days: number) => `Last ${days} days`,
  signupChartSummary: (total: number, days: number, peak: number) =>
    `${total} sign-ups in the last ${days} days; the busiest day had ${peak}.`,
  legendSignups: 'Sign-ups',
  legendVerifications: 'Verifications',
  noDailyData: 'No sign-up data for this period yet.',
  signupBar: (date: string, signups: number, verifications: number) =>
    `${date}: ${signups} sign-ups, ${verifications} verifications`,
  recentViolations: 'Recent security violations',
  violationsFailed: 'The violations could not be loaded.',
  noViolations: 'No violations recorded.',

  search: 'Search',
  status: 'Status',
  statusVerified: 'verified',
  statusPending: 'pending',
  statusExpired: 'expired',
  colEmail: 'Email',
  colHandle: 'Handle',
  colStatus: 'Status',
  colCreated: 'Created',
  colVerifiedAt: 'Verified at',
  colActions: 'Actions',
  colTime: 'Time',
  colIp: 'IP',
  colType: 'Type',
  colUserAgent: 'User agent',
  colData: 'Data',
  colBlocked: 'Blocked',
  colAdmin: 'Admin',
  colAction: 'Action',
  colTarget: 'Target',
  noResults: 'No results found.',

  verify: 'Verify',
  resend: 'Resend',
  delete: 'Delete',
  confirm: 'Confirm',
  cancel: 'Cancel',
  verifyTitle: 'Verify reservation',
  resendTitle: 'Resend verification email',
  deleteTitle: 'Delete reservation',
  reservationVerified: 'Reservation verified',
  reservationDeleted: 'Reservation deleted',
  exportCsv: 'Export CSV',
  exportFailed: 'The CSV export failed. Please try again.',

  rowsPerPage: 'Rows per page',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  page: (n: number) => `Page ${n}`,
  pagination: 'Pagination',
  rangeOf: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
});
