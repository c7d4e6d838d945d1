import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { adminText } from '../messages';
import { MailLagNotice } from './MailLagNotice';

function renderNotice(mail: Parameters<typeof MailLagNotice>[0]['mail']) {
  return render(
    <StrictMode>
      <MailLagNotice mail={mail} />
    </StrictMode>,
  );
}

describe('MailLagNotice', () => {
  it('says how late confirmation emails go out once the oldest waiting one is over a minute old', () => {
    renderNotice({ waiting: 1250, oldestWaitSeconds: 7 * 60 + 10 });
    expect(screen.getByRole('status')).toHaveTextContent(adminText.mailLag(7, 1250));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Confirmation emails are going out 7 minutes after sign-up. 1250 emails are waiting to be sent.',
    );
  });

  it('stays away while mail goes out within a minute', () => {
    renderNotice({ waiting: 40, oldestWaitSeconds: 60 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away before the figures have loaded', () => {
    renderNotice(undefined);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
