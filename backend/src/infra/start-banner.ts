/** An admin account made at this start, in development only: its password is never shown again. */
export interface CreatedSignIn {
  email: string;
  password: string;
}

export interface StartBannerFacts {
  productName: string;
  /** Where the site answers, without a trailing slash. */
  base: string;
  readyMs: number;
  /** The Node it runs on (`process.version`). */
  nodeVersion: string;
  devInboxUrl?: string;
  signIn?: CreatedSignIn;
}

/**
 * What `npm start` prints once the app answers: written after every start-up log line, and with the
 * admin sign-in last, so the one thing shown only once is the last thing on the screen.
 */
export function startBanner({ productName, base, readyMs, nodeVersion, devInboxUrl, signIn }: StartBannerFacts): string {
  const lines = [
    `  ${productName} is ready in ${(readyMs / 1000).toFixed(1)} s (Node ${nodeVersion})`,
    `  Site:        ${base}/`,
    `  Admin:       ${base}/admin`,
    `  API docs:    ${base}/api/docs`,
    `  Health:      ${base}/health/ready`,
  ];
  if (devInboxUrl) lines.push(`  Dev inbox:   ${devInboxUrl}`);
  if (signIn) {
    lines.push(
      '',
      `  Admin sign-in created: ${signIn.email} / ${signIn.password}`,
      `  (shown once; change it with npm run admin -- reset-password ${signIn.email})`,
    );
  }
  return `\n${lines.join('\n')}\n\n`;
}
