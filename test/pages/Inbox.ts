import { expect } from '@playwright/test';

type Mail = {
  to: { address: string }[];
  subject: string;
  text: string;
  date?: string;
};

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The development inbox (maildev) the app sends its mail to, read through its REST API. */
export class Inbox {
  private readonly linkPattern: RegExp;

  constructor(
    private readonly inboxUrl: string,
    publicUrl: string,
  ) {
    this.linkPattern = new RegExp(`${escapeRegExp(publicUrl)}/verify/[A-Za-z0-9_-]{43}`, 'g');
  }

  /** Mail received for `address`, oldest first. */
  async mailsTo(address: string): Promise<Mail[]> {
    const response = await fetch(`${this.inboxUrl}/email`);
    if (!response.ok) throw new Error(`the inbox answered ${response.status}`);
    const mails = (await response.json()) as Mail[];
    return mails
      .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
      .sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));
  }

  /** Verification links mailed to `address`, oldest first. */
  async verificationLinks(address: string): Promise<string[]> {
    const mails = await this.mailsTo(address);
    return mails.flatMap((mail) => mail.text.match(this.linkPattern) ?? []);
  }

  /** Waits for the invitation to the admin portal mailed to `address` and returns its link. */
  async waitForInvitationLink(address: string): Promise<string> {
    const pattern = /https?:\/\/[^\s]+\/admin\/invite\/[A-Za-z0-9_-]{43}/;
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          link = (await this.mailsTo(address)).map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
          return link;
        },
        { message: `the invitation to ${address}`, timeout: 20_000 },
      )
      .toBeTruthy();
    return link!;
  }

  /** Waits until `count` verification links have reached `address` and returns the newest. */
  async waitForVerificationLink(address: string, count = 1): Promise<string> {
    await expect
      .poll(async () => (await this.verificationLinks(address)).length, {
        message: `verification mail number ${count} to ${address}`,
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(count);
    const links = await this.verificationLinks(address);
    return links[links.length - 1];
  }
}
