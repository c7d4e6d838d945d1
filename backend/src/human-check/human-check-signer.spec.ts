import { HUMAN_CHECK, PAD_COLORS } from '@gameshift/contracts';
import { answerAccepted, HumanCheckSigner } from './human-check-signer';

const signer = new HumanCheckSigner('a-secret-of-sufficient-length-for-tests');
const t0 = Date.parse('2026-11-01T12:00:00Z');

describe(HumanCheckSigner.name, () => {
  it('issues a challenge of three pads that reads back unchanged', () => {
    const { challenge, claims } = signer.issueChallenge(t0);
    expect(claims.sequence).toHaveLength(3);
    for (const pad of claims.sequence) expect(PAD_COLORS).toContain(pad);
    expect(signer.readChallenge(challenge)).toEqual(claims);
    expect(claims.expiresAt - claims.issuedAt).toBe(HUMAN_CHECK.challengeTtlMs);
  });

  it('refuses a tampered challenge', () => {
    const { challenge } = signer.issueChallenge(t0);
    const [kind, payload, mac] = challenge.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), issuedAt: 0 })).toString(
      'base64url',
    );
    expect(signer.readChallenge(`${kind}.${forged}.${mac}`)).toBeNull();
    expect(signer.readChallenge('garbage')).toBeNull();
    expect(signer.readChallenge(undefined)).toBeNull();
  });

  it('refuses a challenge signed with another secret', () => {
    const { challenge } = new HumanCheckSigner('another-secret-of-sufficient-length').issueChallenge(t0);
    expect(signer.readChallenge(challenge)).toBeNull();
  });

  it('does not accept a challenge as a token or a token as a challenge', () => {
    const { challenge } = signer.issueChallenge(t0);
    expect(signer.checkToken(challenge, t0)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.readChallenge(signer.issueToken(t0))).toBeNull();
  });

  it('issues tokens valid for ten minutes', () => {
    const token = signer.issueToken(t0);
    expect(signer.checkToken(token, t0 + HUMAN_CHECK.tokenTtlMs - 1).ok).toBe(true);
    expect(signer.checkToken(token, t0 + HUMAN_CHECK.tokenTtlMs)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe(answerAccepted.name, () => {
  const { claims } = signer.issueChallenge(t0);

  it('accepts the right pads played back no sooner than a person can', () => {
    expect(answerAccepted(claims, claims.sequence, t0 + HUMAN_CHECK.minAnswerMs)).toBe('ok');
  });

  it('refuses an answer faster than watching the pattern takes', () => {
    expect(answerAccepted(claims, claims.sequence, t0 + HUMAN_CHECK.minAnswerMs - 1)).toBe('too_fast');
  });

  it('refuses a wrong or incomplete sequence', () => {
    const wrong = [...claims.sequence];
    wrong[2] = PAD_COLORS.find((c) => c !== wrong[2])!;
    expect(answerAccepted(claims, wrong, t0 + 5000)).toBe('wrong');
    expect(answerAccepted(claims, claims.sequence.slice(0, 2), t0 + 5000)).toBe('wrong');
  });

  it('refuses an answer after the challenge expired', () => {
    expect(answerAccepted(claims, claims.sequence, claims.expiresAt + 1)).toBe('expired');
  });
});
